import { Field, InputType } from '@nestjs/graphql';
import {
  ACCOUNT_LIMITS,
  FIELD_LIMITS,
  type Locale,
  LOCALES,
  PASSWORD_MAX_LENGTH,
} from '@platform/domain';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsEmailAddress, IsSingleLine } from '../../../core/validation/field-decorators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The same classes validate GraphQL inputs and REST bodies. */
@InputType()
export class RegisterInput {
  @Field() @Transform(trim) @IsEmailAddress() @MaxLength(FIELD_LIMITS.email) email!: string;
  @Field() @IsString() @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCOUNT_LIMITS.name)
  @IsSingleLine()
  name!: string;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(ACCOUNT_LIMITS.company)
  @IsSingleLine()
  company?: string | null;
  @Field() @IsBoolean() privacyConsent!: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() newsletterConsent?: boolean;
}

@InputType()
export class LoginInput {
  @Field() @Transform(trim) @IsEmailAddress() @MaxLength(FIELD_LIMITS.email) email!: string;
  @Field() @IsString() @IsNotEmpty() @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
}

@InputType()
export class EmailInput {
  @Field() @Transform(trim) @IsEmailAddress() @MaxLength(FIELD_LIMITS.email) email!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field() @IsString() @IsNotEmpty() @MaxLength(200) token!: string;
  @Field() @IsString() @MaxLength(PASSWORD_MAX_LENGTH) newPassword!: string;
}

@InputType()
export class ChangePasswordInput {
  @Field() @IsString() @IsNotEmpty() @MaxLength(PASSWORD_MAX_LENGTH) currentPassword!: string;
  @Field() @IsString() @MaxLength(PASSWORD_MAX_LENGTH) newPassword!: string;
}

@InputType()
export class SetPasswordInput {
  @Field() @IsString() @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
}

@InputType()
export class VerifyEmailInput {
  @Field() @IsString() @IsNotEmpty() @MaxLength(200) token!: string;
}

@InputType()
export class UpdateAccountInput {
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCOUNT_LIMITS.name)
  @IsSingleLine()
  name?: string;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(ACCOUNT_LIMITS.company)
  @IsSingleLine()
  company?: string | null;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() newsletterConsent?: boolean;
  @Field(() => String, { nullable: true }) @IsOptional() @IsIn(LOCALES) locale?: Locale;
}
