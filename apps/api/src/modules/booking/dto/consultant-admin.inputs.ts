import { Field, InputType, Int } from '@nestjs/graphql';
import { CONSULTANT_LIMITS, CONSULTANT_PLACE_RULES, FIELD_LIMITS } from '@platform/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsEmailAddress, IsSingleLine } from '../../../core/validation/field-decorators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** `HH:MM` in 5-minute steps; `24:00` closes a window at midnight. */
const TIME = /^(?:(?:[01]\d|2[0-3]):[0-5][05]|24:00)$/;
const DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

@InputType()
export class CreateConsultantInput {
  /** The team member's account. */
  @Field() @Transform(trim) @IsEmailAddress() @MaxLength(FIELD_LIMITS.email) email!: string;
  /** Defaults to the account's name. */
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(CONSULTANT_LIMITS.displayName)
  @IsSingleLine()
  displayName?: string;
}

@InputType()
export class ConsultantSettingsInput {
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(CONSULTANT_LIMITS.displayName)
  @IsSingleLine()
  displayName!: string;
  @Field() @IsBoolean() active!: boolean;
  @Field(() => Int) @IsInt() @Min(15) @Max(480) appointmentMinutes!: number;
  @Field(() => Int) @IsInt() @Min(0) @Max(240) bufferMinutes!: number;
  @Field(() => Int) @IsInt() @Min(0) @Max(720) minNoticeHours!: number;
  @Field(() => Int) @IsInt() @Min(1) @Max(365) horizonDays!: number;

  /** An address; empty clears it. Left out: unchanged. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(CONSULTANT_PLACE_RULES.locationMaxLength)
  location?: string | null;

  /** An https video meeting link; empty clears it. Left out: unchanged. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(CONSULTANT_PLACE_RULES.meetingUrlMaxLength)
  @Matches(new RegExp(`${CONSULTANT_PLACE_RULES.meetingUrlPattern.source}|^$`, 'i'))
  meetingUrl?: string | null;
}

@InputType()
export class AvailabilityWindowInput {
  @Field(() => Int) @IsInt() @Min(1) @Max(7) weekday!: number;
  @Field() @Matches(TIME) startTime!: string;
  @Field() @Matches(TIME) endTime!: string;
}

@InputType()
export class AvailabilityInput {
  @Field(() => [AvailabilityWindowInput])
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => AvailabilityWindowInput)
  windows!: AvailabilityWindowInput[];
}

@InputType()
export class DayOffInput {
  @Field() @Matches(DATE) startDate!: string;
  @Field() @Matches(DATE) endDate!: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(CONSULTANT_LIMITS.dayOffNote)
  note?: string;
}
