import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { BOOKING_LIMITS, FIELD_LIMITS } from '@platform/domain';
import { Transform } from 'class-transformer';
import {
  IsDate,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';
import { IsEmailAddress, IsSingleLine } from '../../../core/validation/field-decorators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** No control characters: a line break in a name would be a header-injection attempt. */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;

/** The booking form. `start` is optional here so that a missing slot gets its own message. */
@InputType()
export class BookConsultationInput {
  @Field(() => ID) @IsUUID() consultantId!: string;
  @Field({ nullable: true }) @IsOptional() @IsDate() start?: Date;
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(BOOKING_LIMITS.name)
  @Matches(SINGLE_LINE)
  @IsSingleLine()
  name!: string;
  @Field()
  @Transform(trim)
  @IsEmailAddress()
  @MaxLength(FIELD_LIMITS.email)
  email!: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(BOOKING_LIMITS.message)
  message?: string;
}

@ArgsType()
export class AvailableSlotsArgs {
  @Field(() => ID) @IsUUID() consultantId!: string;
  @Field() @IsDate() from!: Date;
  @Field() @IsDate() to!: Date;
}
