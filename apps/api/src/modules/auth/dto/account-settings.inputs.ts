import { Field, ID, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { OAUTH_PROVIDERS } from '../entities/user-identity.entity.js';
import { PASSWORD_MAX_LENGTH } from '../password-policy.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@InputType()
export class RequestEmailChangeInput {
  @Field() @Transform(trim) @IsEmail() @MaxLength(254) newEmail!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Required when the account has a password.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword?: string | null;
}

@InputType()
export class EndSessionInput {
  @Field(() => ID) @IsUUID() id!: string;
}

@InputType()
export class UnlinkProviderInput {
  @Field() @IsIn(OAUTH_PROVIDERS) provider!: string;
}
