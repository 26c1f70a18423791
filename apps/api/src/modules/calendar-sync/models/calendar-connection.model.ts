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

export const OldCalendarEntriesEnum = { removed: 'removed', left: 'left' } as const;
registerEnumType(OldCalendarEntriesEnum, {
  name: 'OldCalendarEntries',
  description:
    'What became of the booking entries written into a CalDAV calendar that is no longer connected: deleted from it, or left there (it could not be reached; the consultant deletes them by hand).',
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
  @Field(() => OldCalendarEntriesEnum, {
    nullable: true,
    description:
      'Only in the answer of a connection that replaced another CalDAV calendar: what became of the entries in that one (null otherwise).',
  })
  oldCalendarEntries!: keyof typeof OldCalendarEntriesEnum | null;
}

/** The answer of disconnecting a calendar. */
@ObjectType('CalendarDisconnection')
export class CalendarDisconnectionModel {
  @Field({ description: 'False when no calendar was connected.' }) disconnected!: boolean;
  @Field(() => OldCalendarEntriesEnum, {
    nullable: true,
    description:
      'For a CalDAV calendar: whether the booking entries were deleted from it or left there.',
  })
  oldCalendarEntries!: keyof typeof OldCalendarEntriesEnum | null;
}

/** A calendar found in a CalDAV account. */
@ObjectType('DiscoveredCalendar')
export class DiscoveredCalendarModel {
  @Field() url!: string;
  @Field() name!: string;
}
