import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { SPECIALIST_LIMITS } from '@platform/domain';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';

/** A specialist's project terms; the rules (`checkSpecialistTerms`) answer per field. */
@InputType()
export class SpecialistTermsInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() hoursPerWeek?: number | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  availableFrom?: string | null;
  @Field() @IsBoolean() remote!: boolean;
  @Field(() => [String])
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(10, { each: true })
  regions!: string[];
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() rateMinCents?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() rateMaxCents?: number | null;
  @Field(() => String, { nullable: true, description: 'not_needed, requested or granted.' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  employerPermission?: string | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  permissionGrantedOn?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The permission as `data:application/pdf;base64,...` (judged by content).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(Math.ceil((SPECIALIST_LIMITS.permissionPdfMaxBytes * 4) / 3) + 200)
  permissionDocument?: string | null;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() removePermissionDocument?: boolean;
}

@InputType()
export class OfferProjectInput {
  @Field(() => ID) @IsUUID() requestId!: string;
  @Field(() => [ID])
  @IsArray()
  @ArrayMaxSize(SPECIALIST_LIMITS.maxOffersAtOnce)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  specialistUserIds!: string[];
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(SPECIALIST_LIMITS.offerNote * 2)
  note?: string | null;
}

@InputType()
export class AnswerProjectOfferInput {
  @Field(() => ID) @IsString() @MaxLength(100) offerId!: string;
  @Field() @IsBoolean() accept!: boolean;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(SPECIALIST_LIMITS.offerMessage * 2)
  message?: string | null;
}

@InputType()
export class ProposalMemberInput {
  @Field(() => ID) @IsUUID() offerId!: string;
  @Field(() => Int, { description: 'The rate the company pays, cents per hour.' })
  @IsInt()
  hourlyRateCents!: number;
}

@InputType()
export class SendProjectProposalInput {
  @Field(() => ID) @IsUUID() requestId!: string;
  @Field(() => [ProposalMemberInput])
  @IsArray()
  @ArrayMaxSize(SPECIALIST_LIMITS.maxOffersAtOnce)
  @ValidateNested({ each: true })
  @Type(() => ProposalMemberInput)
  members!: ProposalMemberInput[];
}

@InputType()
export class AnswerProjectProposalInput {
  @Field() @IsString() @MaxLength(200) token!: string;
  @Field() @IsBoolean() accept!: boolean;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(SPECIALIST_LIMITS.proposalComment * 2)
  comment?: string | null;
}
