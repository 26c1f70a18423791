import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('BookingSlot')
export class BookingSlotModel {
  @Field() start!: Date;
  @Field() end!: Date;
}

/** What the visitor sees after booking. */
@ObjectType('BookingConfirmation')
export class BookingConfirmationModel {
  @Field(() => ID) id!: string;
  @Field() consultantName!: string;
  @Field() start!: Date;
  @Field() end!: Date;
  @Field() email!: string;
}

/** A booking as the holder of its cancel link sees it. */
@ObjectType('CancellableBooking')
export class CancellableBookingModel {
  @Field() consultantName!: string;
  @Field() start!: Date;
  @Field() end!: Date;
  @Field() cancelled!: boolean;
  /** The last moment the link can cancel (24 hours before the start). */
  @Field() cancelDeadline!: Date;
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
}
