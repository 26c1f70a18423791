import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

/** GraphQL enum values are the stored words. */
export const CalendarKindEnum = { caldav: 'caldav', ical: 'ical' } as const;
registerEnumType(CalendarKindEnum, {
  name: 'CalendarKind',
  description: 'A CalDAV calendar (read and written) or a secret iCal address (read only).',
});

export const CalendarProblemEnum = {
  auth: 'auth',
  unreachable: 'unreachable',
  bad_data: 'bad_data',
  not_found: 'not_found',
} as const;
registerEnumType(CalendarProblemEnum, {
  name: 'CalendarProblem',
  description:
    'Why the last read or write failed: refused credentials, server not reachable, unreadable data, calendar gone.',
});

/** A consultant's connected calendar as the consultant and the admins see it. */
@ObjectType('CalendarConnection')
export class CalendarConnectionModel {
  @Field(() => ID) consultantId!: string;
  @Field(() => CalendarKindEnum) kind!: keyof typeof CalendarKindEnum;
  @Field({ description: 'The calendar’s name (CalDAV) or the address’s host (iCal).' })
  calendarName!: string;
  @Field({ description: 'The server’s host; never the secret address.' }) host!: string;
  @Field(() => String, { nullable: true }) username!: string | null;
  @Field({ description: 'Bookings are written into this calendar (CalDAV only).' })
  writesBookings!: boolean;
  @Field({ description: '`connected`, or `failing` while the last read or write failed.' })
  status!: 'connected' | 'failing';
  @Field(() => CalendarProblemEnum, { nullable: true })
  problem!: keyof typeof CalendarProblemEnum | null;
  @Field(() => Date, { nullable: true }) problemAt!: Date | null;
  @Field(() => Date, {
    nullable: true,
    description: 'When its busy times were last read successfully.',
  })
  lastSyncedAt!: Date | null;
}

/** A calendar found in a CalDAV account. */
@ObjectType('DiscoveredCalendar')
export class DiscoveredCalendarModel {
  @Field() url!: string;
  @Field() name!: string;
}
