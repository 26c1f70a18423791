import type { MeetingMode, PhoneField } from '@platform/domain';
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MeetingModeEnum } from './booking.models.js';
import { BookingQuestionModel } from './booking-question.model.js';

@ObjectType('AvailabilityWindow')
export class AvailabilityWindowModel {
  /** ISO weekday: 1 = Monday ... 7 = Sunday. */
  @Field(() => Int) weekday!: number;
  /** Europe/Berlin wall clock, `HH:MM`. */
  @Field() startTime!: string;
  @Field() endTime!: string;
  @Field(() => MeetingModeEnum) mode!: MeetingMode;
}

@ObjectType('ConsultantDayOff')
export class DayOffModel {
  @Field(() => ID) id!: string;
  /** `YYYY-MM-DD`, both ends included. */
  @Field() startDate!: string;
  @Field() endDate!: string;
  @Field(() => String, { nullable: true }) note!: string | null;
}

/** A consultant with the rules only admins manage. */
@ObjectType('ConsultantAdmin')
export class ConsultantAdminModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) userId!: string;
  @Field() email!: string;
  @Field() displayName!: string;
  @Field() active!: boolean;
  @Field(() => Int) appointmentMinutes!: number;
  @Field(() => Int) bufferMinutes!: number;
  @Field(() => Int) minNoticeHours!: number;
  @Field(() => Int) horizonDays!: number;
  @Field(() => String, { nullable: true }) location!: string | null;
  @Field(() => String, { nullable: true }) meetingUrl!: string | null;
  /** A visitor may cancel or move until this many hours before the start. */
  @Field(() => Int) changeCutoffHours!: number;
  @Field(() => Int) maxReschedules!: number;
  @Field(() => String) phoneField!: PhoneField;
  @Field(() => [BookingQuestionModel]) bookingQuestions!: BookingQuestionModel[];
  @Field(() => [AvailabilityWindowModel]) availability!: AvailabilityWindowModel[];
  @Field(() => [DayOffModel]) daysOff!: DayOffModel[];
}
