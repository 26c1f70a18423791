import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MEETING_MODES, type MeetingMode } from '@platform/domain';
import { BookingAnswerModel } from './booking-question.model.js';
import { ConsultantModel } from './consultant.model.js';

/** GraphQL enum values are the stored words (`onsite`, `online`). */
export const MeetingModeEnum = Object.fromEntries(MEETING_MODES.map((m) => [m, m])) as {
  [K in MeetingMode]: K;
};
registerEnumType(MeetingModeEnum, {
  name: 'MeetingMode',
  description: 'At the consultant\'s place ("vor Ort") or online.',
});

@ObjectType('BookingSlot')
export class BookingSlotModel {
  @Field() start!: Date;
  @Field() end!: Date;
  @Field(() => MeetingModeEnum) mode!: MeetingMode;
  /**
   * With `any`: the consultant who would take this slot now (the rule: fewest bookings in the
   * coming two weeks, then the longest since their last booking); their questions are step 2's.
   */
  @Field(() => ConsultantModel, { nullable: true }) consultant?: ConsultantModel | null;
}

/** What the visitor sees after booking. */
@ObjectType('BookingConfirmation')
export class BookingConfirmationModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) consultantId!: string;
  @Field() consultantName!: string;
  @Field() start!: Date;
  @Field() end!: Date;
  @Field() email!: string;
  @Field(() => MeetingModeEnum) meetingMode!: MeetingMode;
  /** The address when on site. (An online room's link is only in the mails.) */
  @Field(() => String, { nullable: true }) location!: string | null;
}

/** A booking as the holder of its cancel/reschedule link sees it. */
@ObjectType('CancellableBooking')
export class CancellableBookingModel {
  @Field(() => ID) consultantId!: string;
  @Field() consultantName!: string;
  @Field() start!: Date;
  @Field() end!: Date;
  @Field() cancelled!: boolean;
  /** The last moment the link can cancel or move it (the consultant's cutoff before the start). */
  @Field() cancelDeadline!: Date;
  @Field(() => Int) changeCutoffHours!: number;
  @Field(() => Int) reschedulesLeft!: number;
  @Field() canCancel!: boolean;
  @Field() canReschedule!: boolean;
  @Field(() => MeetingModeEnum) meetingMode!: MeetingMode;
  /** The address when on site. (An online room's link is only in the mails.) */
  @Field(() => String, { nullable: true }) location!: string | null;
  /** How to reach the company when the link can no longer change the booking. */
  @Field() contactEmail!: string;
  @Field() contactPhone!: string;
}

/** An upcoming booking in the admin list. */
@ObjectType('UpcomingBooking')
export class UpcomingBookingModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) consultantId!: string;
  @Field() consultantName!: string;
  @Field() start!: Date;
  @Field() end!: Date;
  @Field() name!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field() locale!: string;
  @Field() createdAt!: Date;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => MeetingModeEnum) meetingMode!: MeetingMode;
  @Field(() => [BookingAnswerModel]) answers!: BookingAnswerModel[];
}
