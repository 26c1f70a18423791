import { Field, ID, InputType } from '@nestjs/graphql';
import { FIELD_LIMITS, PASSWORD_MAX_LENGTH } from '@platform/domain';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { OAUTH_PROVIDERS } from '../entities/user-identity.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@InputType()
export class RequestEmailChangeInput {
  @Field() @Transform(trim) @IsEmail() @MaxLength(FIELD_LIMITS.email) newEmail!: string;
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
