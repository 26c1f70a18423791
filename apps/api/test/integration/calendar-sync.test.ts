import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromWallClock, toWallClock } from '@platform/domain';
import ICAL from 'ical.js';
import { createAdmin, createMember, uniqueEmail, type Member } from '../support/factories.js';
import { drainJobs, eventually } from '../support/outbox-helpers.js';
import { RadicaleServer } from '../support/radicale-server.js';
import { TestClock } from '../support/test-clock.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  auth,
  BOOK,
  bookingInput,
  createConsultant,
  slotsOf,
} from '../support/booking-fixtures.js';

const MINE = `{ myCalendarConnection {
  consultantId kind calendarName host username writesBookings status problem problemAt lastSyncedAt
} }`;
const DISCOVER = `mutation($i: CaldavAccountInput!) { discoverCalendars(input: $i) { url name } }`;
const CONNECT_CALDAV = `mutation($i: ConnectCaldavCalendarInput!) {
  connectCaldavCalendar(input: $i) { kind calendarName status writesBookings lastSyncedAt }
}`;
const CONNECT_ICAL = `mutation($i: ConnectIcalCalendarInput!) {
  connectIcalCalendar(input: $i) { kind calendarName host status writesBookings }
}`;
const ADMIN_LIST = `query($ids: [ID!]!) {
  consultantCalendarConnections(consultantIds: $ids) { consultantId status problem lastSyncedAt }
}`;

interface Connection {
  status: string;
  problem: string | null;
  lastSyncedAt: string | null;
  kind: string;
  calendarName: string;
}

/** A Berlin wall-clock time `days` ahead of today. */
function berlin(days: number, hour: number, minute = 0): Date {
  const today = toWallClock(new Date());
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return fromWallClock({
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    hour,
    minute,
  });
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const berlinHours = (slots: string[]) => slots.map((s) => toWallClock(new Date(s)).hour);

function vevent(uid: string, start: Date, end: Date, extra: string[] = []): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Radicale busy//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    'SUMMARY:Privat',
    ...extra,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

describe('the consultant’s own calendar (real Radicale)', () => {
  let t: TestApp;
  let admin: Member;
  let radicale: RadicaleServer;
  const clock = new TestClock();
  let ics = '';
  let slowMs = 0;
  let icsServer: Server;
  let icsUrl = '';

  beforeAll(async () => {
    radicale = await new RadicaleServer().start();
    t = await createTestApp({}, { clock });
    admin = await createAdmin(t);
    icsServer = createServer((req, res) => {
      if (req.url !== '/secret-7f3a/basic.ics') {
        res.writeHead(404).end();
        return;
      }
      const answer = () => res.writeHead(200, { 'content-type': 'text/calendar' }).end(ics);
      if (slowMs) setTimeout(answer, slowMs);
      else answer();
    });
    await new Promise<void>((resolve) => icsServer.listen(0, '127.0.0.1', resolve));
    icsUrl = `http://127.0.0.1:${(icsServer.address() as AddressInfo).port}/secret-7f3a/basic.ics`;
  });
  afterAll(async () => {
    await t.close();
    await radicale.dispose();
    await new Promise((resolve) => icsServer.close(resolve));
  });

  const mine = async (member: Member) => {
    const result = await t.gql<{ myCalendarConnection: Connection | null }>(MINE, {}, auth(member));
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!.myCalendarConnection;
  };

  /** A consultant with a Radicale calendar holding `events`, connected through the API. */
  async function caldavConsultant(user: string, password: string, events: Record<string, string>) {
    const consultant = await createConsultant(t, admin);
    const calendarUrl = await radicale.createCalendar(user, password, 'work', 'Arbeit');
    for (const [name, text] of Object.entries(events)) {
      await radicale.putEvent(user, 'work', name, text);
    }
    const account = { serverUrl: radicale.url, username: user, password };
    const found = await t.gql<{ discoverCalendars: Array<{ url: string; name: string }> }>(
      DISCOVER,
      { i: account },
      auth(consultant.user),
    );
    expect(found.errors).toBeUndefined();
    expect(found.data!.discoverCalendars).toEqual([{ url: calendarUrl, name: 'Arbeit' }]);
    const connected = await t.gql<{ connectCaldavCalendar: Connection }>(
      CONNECT_CALDAV,
      { i: { ...account, calendarUrl } },
      auth(consultant.user),
    );
    expect(connected.errors).toBeUndefined();
    expect(connected.data!.connectCaldavCalendar).toMatchObject({
      kind: 'caldav',
      calendarName: 'Arbeit',
      status: 'connected',
      writesBookings: true,
    });
    return consultant;
  }

  async function book(consultantId: string, start: Date) {
    const booked = await t.gql<{ bookConsultation: { id: string } }>(BOOK, {
      i: bookingInput(consultantId, start, uniqueEmail('visitor')),
    });
    return booked;
  }

  let busyConsultant: { id: string; user: Member };

  it('busy events created in Radicale remove exactly the overlapping slots; the password is sealed', async () => {
    busyConsultant = await caldavConsultant('clara', 'app-pass-Clara-0815', {
      // 10:00-11:30 Berlin takes the slots at 10 and 11.
      busy: vevent('busy-1@test', berlin(3, 10), berlin(3, 11, 30)),
      // Free ("transparent") and cancelled events take nothing.
      free: vevent('free-1@test', berlin(3, 14), berlin(3, 15), ['TRANSP:TRANSPARENT']),
      cancelled: vevent('gone-1@test', berlin(3, 16), berlin(3, 17), ['STATUS:CANCELLED']),
      // A Berlin-time event without a VTIMEZONE: 20:00-21:00 Berlin.
      zoned: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//EN',
        'BEGIN:VEVENT',
        'UID:zoned-1@test',
        `DTSTAMP:${stamp(new Date())}`,
        `DTSTART;TZID=Europe/Berlin:${stamp(berlin(3, 12)).slice(0, 8)}T200000`,
        `DTEND;TZID=Europe/Berlin:${stamp(berlin(3, 12)).slice(0, 8)}T210000`,
        'SUMMARY:Abendtermin',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    });
    const slots = await slotsOf(t, busyConsultant.id, berlin(3, 0), berlin(4, 0));
    const all = Array.from({ length: 24 }, (_, h) => h);
    expect(berlinHours(slots)).toEqual(all.filter((h) => ![10, 11, 20].includes(h)));
    // The day before has nothing busy.
    expect(await slotsOf(t, busyConsultant.id, berlin(2, 0), berlin(3, 0))).toHaveLength(24);

    const shown = await mine(busyConsultant.user);
    expect(shown).toMatchObject({ status: 'connected', problem: null, kind: 'caldav' });
    expect(shown!.lastSyncedAt).not.toBeNull();

    const [row] = await t.db.query<Record<string, unknown>>(
      'SELECT * FROM calendar_connections WHERE consultant_id = $1',
      [busyConsultant.id],
    );
    expect(JSON.stringify(row)).not.toContain('app-pass-Clara-0815');
    expect(String(row.secret_sealed)).toMatch(/^v1\./);
    const exported = await t.gql<{ exportMyData: string }>(
      'mutation { exportMyData }',
      {},
      auth(busyConsultant.user),
    );
    expect(exported.data!.exportMyData).not.toContain('app-pass-Clara-0815');
    expect(JSON.parse(exported.data!.exportMyData)).toMatchObject({
      connected_calendar: { kind: 'caldav', username: 'clara', calendar_name: 'Arbeit' },
    });

    // A busy slot asked for directly is refused from the cache inside the booking.
    const refused = await book(busyConsultant.id, berlin(3, 10));
    expect(refused.errors?.[0]?.extensions?.code).toBe('BOOKING_SLOT_TAKEN');
  });

  it('a secret iCal address with a recurring event removes the right slots; a slow one does not hold up the slot list', async () => {
    const consultant = await createConsultant(t, admin);
    const day = (n: number) => stamp(berlin(n, 12)).slice(0, 8);
    ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'TZNAME:CEST',
      'DTSTART:19700329T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'TZNAME:CET',
      'DTSTART:19701025T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:daily-standup@google.test',
      `DTSTAMP:${stamp(new Date())}`,
      `DTSTART;TZID=Europe/Berlin:${day(3)}T090000`,
      `DTEND;TZID=Europe/Berlin:${day(3)}T100000`,
      'RRULE:FREQ=DAILY;COUNT=5',
      `EXDATE;TZID=Europe/Berlin:${day(5)}T090000`,
      'SUMMARY:Standup',
      'END:VEVENT',
      // The occurrence on day 6 moved to 15:00.
      'BEGIN:VEVENT',
      'UID:daily-standup@google.test',
      `DTSTAMP:${stamp(new Date())}`,
      `RECURRENCE-ID;TZID=Europe/Berlin:${day(6)}T090000`,
      `DTSTART;TZID=Europe/Berlin:${day(6)}T150000`,
      `DTEND;TZID=Europe/Berlin:${day(6)}T160000`,
      'SUMMARY:Standup (verschoben)',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const connected = await t.gql<{ connectIcalCalendar: Connection & { host: string } }>(
      CONNECT_ICAL,
      { i: { url: icsUrl } },
      auth(consultant.user),
    );
    expect(connected.errors).toBeUndefined();
    expect(connected.data!.connectIcalCalendar).toMatchObject({
      kind: 'ical',
      status: 'connected',
      writesBookings: false,
      host: new URL(icsUrl).host,
    });
    const missing = async (n: number) => {
      const hours = berlinHours(await slotsOf(t, consultant.id, berlin(n, 0), berlin(n + 1, 0)));
      return Array.from({ length: 24 }, (_, h) => h).filter((h) => !hours.includes(h));
    };
    expect(await missing(3)).toEqual([9]);
    expect(await missing(4)).toEqual([9]);
    expect(await missing(5)).toEqual([]); // EXDATE
    expect(await missing(6)).toEqual([15]); // moved occurrence
    expect(await missing(7)).toEqual([9]);
    expect(await missing(8)).toEqual([]); // COUNT=5 ended

    // A slow calendar: the slot list does not wait for it; the cache answers, the read goes on.
    ics = ics.replace('COUNT=5', 'COUNT=6');
    slowMs = 6000;
    clock.set(new Date(Date.now() + 6 * 60_000));
    const started = Date.now();
    expect(await missing(8)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(4500);
    await eventually(async () => (await missing(8)).includes(9), 'the slow read to land', 15_000);
    slowMs = 0;
    clock.set(undefined);
    const [row] = await t.db.query<Record<string, unknown>>(
      'SELECT * FROM calendar_connections WHERE consultant_id = $1',
      [consultant.id],
    );
    expect(JSON.stringify(row)).not.toContain('secret-7f3a');
  });

  it('a booking appears in Radicale, moves and disappears with the booking', async () => {
    const booked = await book(busyConsultant.id, berlin(3, 12));
    expect(booked.errors).toBeUndefined();
    const id = booked.data!.bookConsultation.id;
    const name = `booking-${id}`;
    await drainJobs(t);
    const first = eventOf(await radicale.getEvent('clara', 'work', name));
    expect(first).toMatchObject({ sequence: 0, summary: 'Beratung: Vera Besuch' });
    expect(first.uid).toMatch(new RegExp(`^booking-${id}@`));
    expect(first.start.getTime()).toBe(berlin(3, 12).getTime());

    const moved = await t.gql(
      `mutation($i: TeamRescheduleBookingInput!) { teamRescheduleBooking(input: $i) }`,
      { i: { id, start: berlin(3, 13).toISOString(), message: null } },
      auth(busyConsultant.user),
    );
    expect(moved.errors).toBeUndefined();
    await drainJobs(t);
    const second = eventOf(await radicale.getEvent('clara', 'work', name));
    expect(second).toMatchObject({ uid: first.uid, sequence: 1 });
    expect(second.start.getTime()).toBe(berlin(3, 13).getTime());
    // Our own entry in the calendar does not block its slot twice after a refresh: the
    // booking is what blocks it.
    const cancelled = await t.gql(
      `mutation($i: TeamCancelBookingInput!) { teamCancelBooking(input: $i) }`,
      { i: { id, message: 'Leider krank.' } },
      auth(busyConsultant.user),
    );
    expect(cancelled.errors).toBeUndefined();
    await drainJobs(t);
    expect(await radicale.getEvent('clara', 'work', name)).toBeNull();
  });

  it('a wrong password is refused when connecting, earlier bookings are written once connected, and a changed password is shown', async () => {
    const consultant = await createConsultant(t, admin);
    await radicale.createCalendar('dora', 'right-password-1', 'work', 'Dora');
    const wrong = await t.gql(
      DISCOVER,
      { i: { serverUrl: radicale.url, username: 'dora', password: 'wrong-password' } },
      auth(consultant.user),
    );
    expect(wrong.errors?.[0]?.extensions?.code).toBe('CALENDAR_AUTH_FAILED');
    expect(await mine(consultant.user)).toBeNull();

    // A booking made before the calendar is connected goes into it once it is.
    const earlier = await book(consultant.id, berlin(4, 9));
    expect(earlier.errors).toBeUndefined();
    const account = { serverUrl: radicale.url, username: 'dora', password: 'right-password-1' };
    const connected = await t.gql(
      CONNECT_CALDAV,
      { i: { ...account, calendarUrl: `${radicale.url}/dora/work/` } },
      auth(consultant.user),
    );
    expect(connected.errors).toBeUndefined();
    const before = (await mine(consultant.user))!.lastSyncedAt;
    await drainJobs(t);
    const written = eventOf(
      await radicale.getEvent('dora', 'work', `booking-${earlier.data!.bookConsultation.id}`),
    );
    expect(written.start.getTime()).toBe(berlin(4, 9).getTime());

    radicale.setPassword('dora', 'changed-password-2');
    clock.set(new Date(Date.now() + 6 * 60_000));
    await slotsOf(t, consultant.id, berlin(3, 0), berlin(4, 0));
    const shown = await eventually(async () => {
      const now = await mine(consultant.user);
      return now?.status === 'failing' && now;
    }, 'the failure to be shown');
    expect(shown).toMatchObject({ problem: 'auth', lastSyncedAt: before });
  });

  it('switching or disconnecting a CalDAV calendar deletes the booking entries written into the old one (never the owner’s own events); one that cannot be reached is reported as left', async () => {
    const password = 'erik-pass-4711';
    const consultant = await caldavConsultant('erik', password, {
      own: vevent('own-1@test', berlin(5, 8), berlin(5, 9)),
    });
    const booked = await book(consultant.id, berlin(5, 12));
    expect(booked.errors).toBeUndefined();
    const name = `booking-${booked.data!.bookConsultation.id}`;
    await drainJobs(t);
    expect(await radicale.getEvent('erik', 'work', name)).not.toBeNull();

    // Another calendar of the account: the entry leaves the old one and is written into it.
    const homeUrl = await radicale.createCalendar('erik', password, 'home', 'Zuhause');
    const connectHome = () =>
      t.gql<{ connectCaldavCalendar: { calendarName: string; oldCalendarEntries: string | null } }>(
        `mutation($i: ConnectCaldavCalendarInput!) {
          connectCaldavCalendar(input: $i) { calendarName oldCalendarEntries }
        }`,
        { i: { serverUrl: radicale.url, username: 'erik', password, calendarUrl: homeUrl } },
        auth(consultant.user),
      );
    expect((await connectHome()).data?.connectCaldavCalendar).toEqual({
      calendarName: 'Zuhause',
      oldCalendarEntries: 'removed',
    });
    expect(await radicale.getEvent('erik', 'work', name)).toBeNull();
    expect(await radicale.getEvent('erik', 'work', 'own')).not.toBeNull();
    await drainJobs(t);
    expect(await radicale.getEvent('erik', 'home', name)).not.toBeNull();
    // The same calendar connected again (say, with a new app password) keeps its entries.
    expect((await connectHome()).data?.connectCaldavCalendar.oldCalendarEntries).toBeNull();
    expect(await radicale.getEvent('erik', 'home', name)).not.toBeNull();

    // Disconnected while the server is down: the answer says the entries are left there.
    const DISCONNECT = 'mutation { disconnectCalendar { disconnected oldCalendarEntries } }';
    await radicale.stop();
    expect((await t.gql(DISCONNECT, {}, auth(consultant.user))).data).toEqual({
      disconnectCalendar: { disconnected: true, oldCalendarEntries: 'left' },
    });
    expect(await mine(consultant.user)).toBeNull();
    await radicale.start();
    expect(await radicale.getEvent('erik', 'home', name)).not.toBeNull();

    // Connected again and disconnected with the server up: the entry is deleted.
    expect((await connectHome()).data?.connectCaldavCalendar.oldCalendarEntries).toBeNull();
    expect((await t.gql(DISCONNECT, {}, auth(consultant.user))).data).toEqual({
      disconnectCalendar: { disconnected: true, oldCalendarEntries: 'removed' },
    });
    expect(await radicale.getEvent('erik', 'home', name)).toBeNull();
    expect((await t.gql(DISCONNECT, {}, auth(consultant.user))).data).toEqual({
      disconnectCalendar: { disconnected: false, oldCalendarEntries: null },
    });
    // The booking itself stands.
    const [{ status }] = await t.db.query<{ status: string }>(
      'SELECT status FROM bookings WHERE id = $1',
      [booked.data!.bookConsultation.id],
    );
    expect(status).toBe('confirmed');
  });

  it('Radicale stopped: booking still works from the cache, and the failure is shown', async () => {
    const before = (await mine(busyConsultant.user))!.lastSyncedAt;
    await radicale.stop();
    clock.set(new Date(Date.now() + 20 * 60_000));
    // The slot picker still keeps the last known busy times out.
    const slots = await slotsOf(t, busyConsultant.id, berlin(3, 0), berlin(4, 0));
    expect(berlinHours(slots)).not.toContain(10);
    expect(berlinHours(slots)).not.toContain(11);
    const shown = await eventually(async () => {
      const now = await mine(busyConsultant.user);
      return now?.status === 'failing' && now;
    }, 'the failure to be shown');
    expect(shown).toMatchObject({ problem: 'unreachable', lastSyncedAt: before });
    const listed = await t.gql<{ consultantCalendarConnections: Connection[] }>(
      ADMIN_LIST,
      { ids: [busyConsultant.id] },
      auth(admin),
    );
    expect(listed.data!.consultantCalendarConnections).toEqual([
      expect.objectContaining({ status: 'failing', problem: 'unreachable', lastSyncedAt: before }),
    ]);

    // Booking works; a known busy time is still refused.
    const booked = await book(busyConsultant.id, berlin(3, 15));
    expect(booked.errors).toBeUndefined();
    const refused = await book(busyConsultant.id, berlin(3, 11));
    expect(refused.errors?.[0]?.extensions?.code).toBe('BOOKING_SLOT_TAKEN');
    // Its calendar entry waits for a retry, and the booking stands.
    const [job] = await t.db.query<{ attempts: number; last_error: string | null }>(
      `SELECT attempts, last_error FROM graphile_worker.jobs WHERE task_identifier = 'calendar_write_booking'`,
    );
    expect(job).toBeDefined();
    clock.set(undefined);
  });

  it('only consultants, for themselves, and admins for anyone', async () => {
    const member = await createMember(t, { verified: true });
    expect((await t.gql(MINE, {}, auth(member))).errors?.[0]?.extensions?.code).toBe(
      'CALENDAR_NOT_CONSULTANT',
    );
    expect((await t.gql(MINE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const other = await createConsultant(t, admin);
    const foreign = await t.gql(
      CONNECT_ICAL,
      { i: { consultantId: busyConsultant.id, url: icsUrl } },
      auth(other.user),
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await t.gql(ADMIN_LIST, { ids: [busyConsultant.id] }, auth(other.user))).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    const byAdmin = await t.gql<{ connectIcalCalendar: Connection }>(
      CONNECT_ICAL,
      { i: { consultantId: other.id, url: icsUrl } },
      auth(admin),
    );
    expect(byAdmin.data?.connectIcalCalendar.status).toBe('connected');
    const notHttps = await t.gql(
      CONNECT_ICAL,
      { i: { url: 'ftp://example.org/cal.ics' } },
      auth(other.user),
    );
    expect(notHttps.errors?.[0]?.extensions?.code).toBe('CALENDAR_ADDRESS_INVALID');
  });
});

/** The one event of a calendar object resource, read with ical.js. */
function eventOf(text: string | null) {
  if (!text) throw new Error('no event in Radicale');
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('method')).toBeNull();
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    summary: String(event.getFirstPropertyValue('summary')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
  };
}
