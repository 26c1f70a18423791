import { Field, ID, InputType } from '@nestjs/graphql';
import { PROMO_CODE_RULES } from '@platform/domain';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';
import { IsSingleLine } from '../../../../core/validation/field-decorators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The rules live in `PROMO_CODE_RULES` (libs/domain); the admin screen checks the same ones. */
@InputType('PromoCodeInput')
export class PromoCodeInput {
  @Field(() => ID, {
    nullable: true,
    description: 'The code to change (its code may change too); empty: create or update by code.',
  })
  @IsOptional()
  @IsUUID()
  id?: string | null;

  @Field({ description: 'Letters, digits, - and _; stored upper-case.' })
  @Transform(trim)
  @IsString()
  @Matches(PROMO_CODE_RULES.codePattern)
  @IsSingleLine()
  code!: string;

  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(PROMO_CODE_RULES.toolMaxLength)
  @IsSingleLine()
  tool!: string;

  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(PROMO_CODE_RULES.descriptionMaxLength)
  descriptionDe!: string;

  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(PROMO_CODE_RULES.descriptionMaxLength)
  descriptionEn!: string;

  @Field() @IsBoolean() active!: boolean;

  @Field(() => ID, { nullable: true, description: 'Only with this workshop; empty: with all.' })
  @IsOptional()
  @IsUUID()
  workshopId?: string | null;
}
