import { Field, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

/**
 * A paid seat's billing address (GraphQL and REST alike). Only the shape is checked here; the
 * rules (required parts, lengths, postcode, country) are `billingAddressProblems` in
 * libs/domain, which the form checks too.
 */
@InputType()
export class BillingAddressInput {
  @Field(() => String, { nullable: true, description: 'Invoice to (default: the registrant).' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  company?: string | null;

  @Field() @IsString() @MaxLength(500) street!: string;
  @Field() @IsString() @MaxLength(500) postcode!: string;
  @Field() @IsString() @MaxLength(500) city!: string;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2; default DE.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  country?: string | null;
}

/** What a paid registration needs: the acceptance of the terms and a billing address. */
@InputType()
export class CheckoutInput {
  @Field({
    description:
      'The buyer accepted the terms (/nutzungsbedingungen) and the withdrawal information and pressed the button that says the order is paid. Required for paid seats.',
  })
  @IsBoolean()
  acceptTerms!: boolean;

  @Field(() => BillingAddressInput, { nullable: true, description: 'Required for paid seats.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => BillingAddressInput)
  billingAddress?: BillingAddressInput | null;
}
