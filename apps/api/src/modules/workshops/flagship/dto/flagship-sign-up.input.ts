import { Field, InputType } from '@nestjs/graphql';
import { FIELD_LIMITS, FLAGSHIP_REGISTRATION_LIMITS } from '@platform/domain';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsEmailAddress, IsSingleLine } from '../../../../core/validation/field-decorators.js';
import { CheckoutInput } from '../../../billing/index.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** No control characters (a line break in a name would be a header-injection attempt). */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;

/** The flagship page's sign-up form (the GraphQL name and REST body stay as they were). */
@InputType()
export class MarketingWorkshopRegistrationInput {
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(FLAGSHIP_REGISTRATION_LIMITS.name)
  @Matches(SINGLE_LINE)
  @IsSingleLine()
  name!: string;
  @Field() @Transform(trim) @IsEmailAddress() @MaxLength(FIELD_LIMITS.email) email!: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(FLAGSHIP_REGISTRATION_LIMITS.organisation)
  @Matches(SINGLE_LINE)
  @IsSingleLine()
  organisation?: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(FLAGSHIP_REGISTRATION_LIMITS.experience)
  experience?: string;
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(FLAGSHIP_REGISTRATION_LIMITS.goals)
  goals!: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(FLAGSHIP_REGISTRATION_LIMITS.message)
  message?: string;
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @IsSingleLine()
  website?: string;
  /** The chosen date of the flagship's Academy workshop (absent: no dates were offered). */
  @Field({ nullable: true }) @IsOptional() @IsUUID() sessionId?: string;
  /** The chosen date is full: take a waitlist place instead. */
  @Field({ nullable: true }) @IsOptional() @IsBoolean() joinWaitlist?: boolean;
  /** A paid date: the acceptance of the terms and the billing address (as for the Academy). */
  @Field(() => CheckoutInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => CheckoutInput)
  checkout?: CheckoutInput | null;
}
