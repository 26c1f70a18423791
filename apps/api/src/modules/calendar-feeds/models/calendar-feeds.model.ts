import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';

/** GraphQL enum values are the stored words (`member`, `consultant`). */
export const CalendarFeedKindEnum = { member: 'member', consultant: 'consultant' } as const;
registerEnumType(CalendarFeedKindEnum, {
  name: 'CalendarFeedKind',
  description: "A member's own feed, or the consultant's feed of their bookings.",
});

/** The signed-in member's subscribable calendars. */
@ObjectType('CalendarFeeds')
export class CalendarFeedsModel {
  @Field({
    description:
      'The private feed (registrations, bookings, hosted sessions); the secret in it is the key.',
  })
  memberUrl!: string;

  @Field(() => String, {
    nullable: true,
    description: "The consultant's feed of their bookings; null without a consultant record.",
  })
  consultantUrl!: string | null;

  @Field({ description: "The Academy's public feed of upcoming public sessions." })
  academyUrl!: string;
}
