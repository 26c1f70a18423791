import { Field, InputType, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDate,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsSingleLine } from '../../../core/validation/field-decorators.js';

import {
  MAX_SKIPPED_DATES,
  REVIEW_COMMENT_MAX_LENGTH,
  WORKSHOP_TEXT_LIMITS,
} from '@platform/domain';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Shape checks only (types, lengths, counts before cleaning). The business rules (ranges,
 * format-dependent fields, recurrence) live in `workshop-rules.ts` so that GraphQL and REST
 * answer with the same field codes.
 */
export const WORKSHOP_INPUT_LIMITS = {
  /** The texts' limits are the form's too (libs/domain). */
  ...WORKSHOP_TEXT_LIMITS,
  /** Raw list entries before splitting (a textarea may arrive as one entry). */
  rawListEntries: 100,
  rawListEntry: 5_000,
  rule: 200,
  filename: 255,
  /** Bounded by the request size; the decoded poster's 5 MB limit answers with its own text. */
  posterDataUrl: 12_000_000,
} as const;

@InputType()
export class PosterUploadInput {
  /** `data:image/...;base64,...` or `data:application/pdf;base64,...`; judged by content. */
  @Field()
  @IsString()
  @MaxLength(WORKSHOP_INPUT_LIMITS.posterDataUrl)
  dataUrl!: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(WORKSHOP_INPUT_LIMITS.filename)
  @IsSingleLine()
  filename?: string;
}

@InputType()
export class RecurrenceInput {
  /** RRULE body, e.g. `FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE`. */
  @Field()
  @Transform(trim)
  @IsString()
  @MaxLength(WORKSHOP_INPUT_LIMITS.rule)
  @IsSingleLine()
  rule!: string;

  /** Last day (YYYY-MM-DD, Berlin) on which a session may start. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  endDate?: string | null;
}

const listField = () =>
  function decorate(target: object, key: string) {
    Field(() => [String], { nullable: true })(target, key);
    IsOptional()(target, key);
    IsArray()(target, key);
    ArrayMaxSize(WORKSHOP_INPUT_LIMITS.rawListEntries)(target, key);
    IsString({ each: true })(target, key);
    MaxLength(WORKSHOP_INPUT_LIMITS.rawListEntry, { each: true })(target, key);
  };

/** The fields create and update share. */
@InputType({ isAbstract: true })
export abstract class WorkshopFieldsInput {
  @Field()
  @Transform(trim)
  @IsString()
  @MaxLength(WORKSHOP_INPUT_LIMITS.title)
  @IsSingleLine()
  title!: string;

  @Field()
  @Transform(trim)
  @IsString()
  @MaxLength(WORKSHOP_INPUT_LIMITS.description)
  description!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(WORKSHOP_INPUT_LIMITS.category)
  @IsSingleLine()
  category?: string | null;

  /** online, in_person or hybrid; the form's "onsite" is accepted and stored as in_person. */
  @Field()
  @Transform(trim)
  @IsString()
  @MaxLength(20)
  format!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(WORKSHOP_INPUT_LIMITS.location)
  @IsSingleLine()
  location?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(WORKSHOP_INPUT_LIMITS.videoCallLink)
  @IsSingleLine()
  videoCallLink?: string | null;

  @Field()
  @IsDate()
  startTime!: Date;

  /** Only "Europe/Berlin" is accepted. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  @IsSingleLine()
  timeZone?: string | null;

  @Field(() => Int)
  @IsInt()
  durationMinutes!: number;

  @Field(() => Int)
  @IsInt()
  maxParticipants!: number;

  /** The fewest confirmed registrations a session needs. Absent: kept (none on create); null: none. */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  minParticipants?: number | null;

  /** With a minimum: hours before each session's start when it is decided (e.g. 72). */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  minParticipantsDecisionHours?: number | null;

  @listField() learningObjectives?: string[] | null;
  /** Material titles, one per entry (or per line); stored as `{ type: "text", title }`. */
  @listField() materials?: string[] | null;
  @listField() tags?: string[] | null;

  @Field() @IsBoolean() isPublic!: boolean;

  /** public or members_only. */
  @Field()
  @IsString()
  @MaxLength(20)
  visibility!: string;

  @Field() @IsBoolean() guestRegistrationEnabled!: boolean;

  /** Berlin days (YYYY-MM-DD) the rule skips, e.g. holidays. Absent on update: kept. */
  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SKIPPED_DATES)
  @IsString({ each: true })
  @MaxLength(10, { each: true })
  skippedDates?: string[] | null;

  /** An e-mail to the host on each new registration. Absent: on when creating, kept on update. */
  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  notifyHostOnRegistration?: boolean | null;
}

@InputType()
export class CreateWorkshopInput extends WorkshopFieldsInput {
  @Field(() => PosterUploadInput)
  @ValidateNested()
  @Type(() => PosterUploadInput)
  poster!: PosterUploadInput;

  @Field(() => Int)
  @IsInt()
  basePriceCents!: number;

  /** Omitted or null: one session. */
  @Field(() => RecurrenceInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => RecurrenceInput)
  recurrence?: RecurrenceInput | null;
}

@InputType()
export class UpdateWorkshopInput extends WorkshopFieldsInput {
  /** A new poster; on an approved workshop it waits for an admin's approval. */
  @Field(() => PosterUploadInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => PosterUploadInput)
  poster?: PosterUploadInput | null;

  /** Absent: keep the schedule's rule; null: make it a one-off; a value: the new rule. */
  @Field(() => RecurrenceInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => RecurrenceInput)
  recurrence?: RecurrenceInput | null;
}

/** The admin's optional reason when rejecting a workshop; it goes into the creator's mail. */
@InputType()
export class WorkshopRejectionInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(REVIEW_COMMENT_MAX_LENGTH)
  comment?: string | null;
}
