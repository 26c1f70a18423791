import { Field, InputType } from '@nestjs/graphql';
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
  @MaxLength(120)
  @Matches(SINGLE_LINE)
  @IsSingleLine()
  name!: string;
  @Field() @Transform(trim) @IsEmailAddress() @MaxLength(254) email!: string;
  @Field() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(5000) message!: string;
  /** Honeypot: people leave it empty; bots fill it in. */
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @IsSingleLine()
  website?: string;
}

@InputType()
export class MarketingWorkshopRegistrationInput {
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  @Matches(SINGLE_LINE)
  @IsSingleLine()
  name!: string;
  @Field() @Transform(trim) @IsEmailAddress() @MaxLength(254) email!: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  @Matches(SINGLE_LINE)
  @IsSingleLine()
  organisation?: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(1000)
  experience?: string;
  @Field() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(2000) goals!: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(5000)
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
}
