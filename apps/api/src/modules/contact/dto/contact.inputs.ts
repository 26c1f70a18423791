import { Field, InputType } from '@nestjs/graphql';
import { CONTACT_LIMITS, FIELD_LIMITS } from '@platform/domain';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsEmailAddress, IsSingleLine } from '../../../core/validation/field-decorators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** No control characters (a line break in a name would be a header-injection attempt). */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;

@InputType()
export class ContactMessageInput {
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(CONTACT_LIMITS.name)
  @Matches(SINGLE_LINE)
  @IsSingleLine()
  name!: string;
  @Field() @Transform(trim) @IsEmailAddress() @MaxLength(FIELD_LIMITS.email) email!: string;
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(CONTACT_LIMITS.message)
  message!: string;
  /** Honeypot: people leave it empty; bots fill it in. */
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @IsSingleLine()
  website?: string;
}
