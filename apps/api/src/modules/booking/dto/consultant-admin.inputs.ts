import { Field, InputType, Int } from '@nestjs/graphql';
import {
  CHANGE_RULE_LIMITS,
  CONSULTANT_LIMITS,
  CONSULTANT_PLACE_RULES,
  FIELD_LIMITS,
  MEETING_MODES,
  type MeetingMode,
  PHONE_FIELDS,
  type PhoneField,
} from '@platform/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
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
import { MeetingModeEnum } from '../models/booking.models.js';

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

  /** A visitor may cancel or move until this many hours before the start. Left out: unchanged. */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(CHANGE_RULE_LIMITS.cutoffHours.min)
  @Max(CHANGE_RULE_LIMITS.cutoffHours.max)
  changeCutoffHours?: number;

  /** How often a visitor may move one booking. Left out: unchanged. */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(CHANGE_RULE_LIMITS.maxReschedules.min)
  @Max(CHANGE_RULE_LIMITS.maxReschedules.max)
  maxReschedules?: number;

  /** `off`, `optional` or `required`. Left out: unchanged. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(PHONE_FIELDS)
  phoneField?: PhoneField;
}

@InputType()
export class AvailabilityWindowInput {
  @Field(() => Int) @IsInt() @Min(1) @Max(7) weekday!: number;
  @Field() @Matches(TIME) startTime!: string;
  @Field() @Matches(TIME) endTime!: string;
  /** "vor Ort" at the consultant's address, or online. Left out: online. */
  @Field(() => MeetingModeEnum, { nullable: true })
  @IsOptional()
  @IsIn(MEETING_MODES)
  mode?: MeetingMode;
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
