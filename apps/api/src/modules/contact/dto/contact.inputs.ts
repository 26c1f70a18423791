import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

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
  name!: string;
  @Field() @Transform(trim) @IsEmail() @MaxLength(254) email!: string;
  @Field() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(5000) message!: string;
  /** Honeypot: people leave it empty; bots fill it in. */
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(500) website?: string;
}

@InputType()
export class MarketingWorkshopRegistrationInput {
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  @Matches(SINGLE_LINE)
  name!: string;
  @Field() @Transform(trim) @IsEmail() @MaxLength(254) email!: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  @Matches(SINGLE_LINE)
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
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(500) website?: string;
}
