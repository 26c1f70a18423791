import { Field, ID, InputType } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsSingleLine } from '../../../core/validation/field-decorators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A WebAuthn answer as JSON: a few kilobytes at most. */
const WEBAUTHN_JSON_MAX = 16_000;
const TOKEN_MAX = 200;
const CODE_MAX = 40;

@InputType()
export class VerifySecondFactorInput {
  @Field() @IsString() @MaxLength(TOKEN_MAX) mfaToken!: string;
  @Field(() => String, { nullable: true, description: 'App code or recovery code.' })
  @IsOptional()
  @IsString()
  @MaxLength(CODE_MAX)
  code?: string | null;
  @Field(() => String, { nullable: true, description: 'The passkey answer (JSON).' })
  @IsOptional()
  @IsString()
  @MaxLength(WEBAUTHN_JSON_MAX)
  passkeyResponse?: string | null;
}

/** `POST /auth/mfa/verify` (snake_case, as the REST contract spells it). */
export class MfaVerifyBody {
  @IsString() @MaxLength(TOKEN_MAX) mfa_token!: string;
  @IsOptional() @IsString() @MaxLength(CODE_MAX) code?: string;
  /** Instead of `code`: a passkey's answer (JSON) to `/auth/mfa/passkey-options`. */
  @IsOptional() @IsString() @MaxLength(WEBAUTHN_JSON_MAX) passkey_response?: string;
}

export class MfaTokenBody {
  @IsString() @MaxLength(TOKEN_MAX) mfa_token!: string;
}

export class PasskeySignInBody {
  @IsString() @MaxLength(TOKEN_MAX) challenge_token!: string;
  @IsString() @MaxLength(WEBAUTHN_JSON_MAX) response!: string;
}

@InputType()
export class MfaTokenInput {
  @Field() @IsString() @MaxLength(TOKEN_MAX) mfaToken!: string;
}

@InputType()
export class TotpCodeInput {
  @Field() @IsString() @MaxLength(CODE_MAX) code!: string;
}

@InputType()
export class SecondFactorProofInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(CODE_MAX)
  code?: string | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TOKEN_MAX)
  challengeToken?: string | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(WEBAUTHN_JSON_MAX)
  passkeyResponse?: string | null;
}

@InputType()
export class PasskeyAnswerInput {
  @Field() @IsString() @MaxLength(TOKEN_MAX) challengeToken!: string;
  @Field({ description: 'The WebAuthn answer (JSON).' })
  @IsString()
  @MaxLength(WEBAUTHN_JSON_MAX)
  response!: string;
}

@InputType()
export class AddPasskeyInput extends PasskeyAnswerInput {
  @Field() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(100) @IsSingleLine() name!: string;
}

@InputType()
export class RenamePasskeyInput {
  @Field(() => ID) @IsUUID() id!: string;
  @Field() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(100) @IsSingleLine() name!: string;
}

@InputType()
export class RemovePasskeyInput {
  @Field(() => ID) @IsUUID() id!: string;
  @Field(() => SecondFactorProofInput)
  @ValidateNested()
  @Type(() => SecondFactorProofInput)
  proof!: SecondFactorProofInput;
}
