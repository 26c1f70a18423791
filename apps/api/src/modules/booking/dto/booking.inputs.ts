import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import {
  ANY_CONSULTANT,
  BOOKING_LIMITS,
  BOOKING_QUESTION_LIMITS,
  FIELD_LIMITS,
  PHONE_RULES,
} from '@platform/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDate,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsEmailAddress, IsSingleLine } from '../../../core/validation/field-decorators.js';
import { BookingAnswerInput } from './booking-question.inputs.js';

/** A consultant's id, or `any` (also when left out, where allowed): the rule picks one. */
const isChosen = (value: unknown) =>
  value !== undefined && value !== null && value !== ANY_CONSULTANT;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** No control characters: a line break in a name would be a header-injection attempt. */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;

/**
 * The booking form. `start` is optional here so that a missing slot gets its own message.
 * `consultantId` left out (or `any`): the free consultant with the fewest bookings in the
 * coming two weeks takes it.
 */
@InputType()
export class BookConsultationInput {
  @Field(() => ID, {
    nullable: true,
    description: "A consultant's id; `any` or left out: any free consultant (the rule picks).",
  })
  @ValidateIf((input: BookConsultationInput) => isChosen(input.consultantId))
  @IsUUID()
  consultantId?: string | null;
  @Field({ nullable: true }) @IsOptional() @IsDate() start?: Date;
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(BOOKING_LIMITS.name)
  @Matches(SINGLE_LINE)
  @IsSingleLine()
  name!: string;
  @Field()
  @Transform(trim)
  @IsEmailAddress()
  @MaxLength(FIELD_LIMITS.email)
  email!: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(BOOKING_LIMITS.message)
  message?: string;
  /** Only read when the consultant's form asks for it (checked by the service). */
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(PHONE_RULES.maxLength)
  @Matches(SINGLE_LINE)
  phone?: string;
  /** Answers to the consultant's questions (by question id). */
  @Field(() => [BookingAnswerInput], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(BOOKING_QUESTION_LIMITS.questions)
  @ValidateNested({ each: true })
  @Type(() => BookingAnswerInput)
  answers?: BookingAnswerInput[];
}

/** The visitor moves the booking of their mail link to another free slot. */
@InputType()
export class RescheduleBookingInput {
  @Field() @IsString() @IsNotEmpty() @MaxLength(200) token!: string;
  @Field() @IsDate() start!: Date;
}

/** The consultant or an admin moves a booking, with an optional message for the visitor. */
@InputType()
export class TeamRescheduleBookingInput {
  @Field(() => ID) @IsUUID() id!: string;
  @Field() @IsDate() start!: Date;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(BOOKING_LIMITS.message)
  message?: string;
}

/** The consultant or an admin cancels a booking, with an optional message for the visitor. */
@InputType()
export class TeamCancelBookingInput {
  @Field(() => ID) @IsUUID() id!: string;
  @Field({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(BOOKING_LIMITS.message)
  message?: string;
}

@ArgsType()
export class AvailableSlotsArgs {
  /** A consultant's id, or `any`: the union of every bookable consultant's free slots. */
  @Field(() => ID)
  @ValidateIf((args: AvailableSlotsArgs) => args.consultantId !== ANY_CONSULTANT)
  @IsUUID()
  consultantId!: string;
  @Field() @IsDate() from!: Date;
  @Field() @IsDate() to!: Date;
}
