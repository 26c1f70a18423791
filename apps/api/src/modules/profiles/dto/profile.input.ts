import { Field, InputType } from '@nestjs/graphql';
import {
  LIMITS,
  PROFILE_TEXT_LIMITS,
  PROFILE_VISIBILITIES,
  REVIEW_COMMENT_MAX_LENGTH,
  type ProfileVisibility,
} from '@platform/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsOptionalHttpUrl, IsSingleLine } from '../../../core/validation/field-decorators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === ''
    ? undefined
    : typeof value === 'string'
      ? value.trim()
      : value;

export const PROFILE_LIMITS = {
  /** The texts' and the skills' limits are the form's too (libs/domain). */
  ...PROFILE_TEXT_LIMITS,
  skills: LIMITS.profile.maxSkills,
  /** Bounded by the request size; the decoded file's own 2 MB limit answers with its own text. */
  photoDataUrl: 8_000_000,
} as const;

@InputType()
export class ProfileLinksInput {
  @Field({ nullable: true })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsOptionalHttpUrl()
  @MaxLength(PROFILE_LIMITS.link)
  @IsSingleLine()
  linkedin?: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsOptionalHttpUrl()
  @MaxLength(PROFILE_LIMITS.link)
  @IsSingleLine()
  website?: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsOptionalHttpUrl()
  @MaxLength(PROFILE_LIMITS.link)
  @IsSingleLine()
  github?: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsOptionalHttpUrl()
  @MaxLength(PROFILE_LIMITS.link)
  @IsSingleLine()
  twitter?: string;
}

/** The profile form. Lengths are bounded, links are http(s) only, skills are cleaned. */
@InputType()
export class ProfileInput {
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(PROFILE_LIMITS.displayName)
  @IsSingleLine()
  displayName!: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(PROFILE_LIMITS.headline)
  @IsSingleLine()
  headline?: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(PROFILE_LIMITS.bio)
  bio?: string;
  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(PROFILE_LIMITS.skill, { each: true })
  skills?: string[];
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(PROFILE_LIMITS.company)
  @IsSingleLine()
  company?: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(PROFILE_LIMITS.location)
  @IsSingleLine()
  location?: string;
  @Field(() => ProfileLinksInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ProfileLinksInput)
  links?: ProfileLinksInput;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(PROFILE_VISIBILITIES)
  visibility?: ProfileVisibility;
  /** A new photo as a data URL (`data:image/png;base64,...`); judged by its content. */
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(PROFILE_LIMITS.photoDataUrl)
  photoDataUrl?: string;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() removePhoto?: boolean;
}

@InputType()
export class ReviewCommentInput {
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(REVIEW_COMMENT_MAX_LENGTH)
  comment?: string;
}
