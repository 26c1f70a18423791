import { createHash, randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import {
  createAdmin,
  createMember,
  linkIn,
  uniqueEmail,
  type Member,
} from '../support/factories.js';
import type { CaughtMail } from '../support/mail-catcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  auth,
  BOOK,
  bookingInput,
  createConsultant,
  fullHourAhead,
  slotsOf,
} from '../support/booking-fixtures.js';

const HOUR = 3_600_000;
const RESCHEDULE = `mutation($i: RescheduleBookingInput!) {
  rescheduleBooking(input: $i) { start end canReschedule reschedulesLeft cancelled }
}`;
const SHOW = `query($t: String!) {
  cancellableBooking(token: $t) {
    consultantId start canCancel canReschedule reschedulesLeft changeCutoffHours
    meetingMode location contactEmail contactPhone
  }
}`;
const TEAM_MOVE = `mutation($i: TeamRescheduleBookingInput!) { teamRescheduleBooking(input: $i) }`;
const TEAM_CANCEL = `mutation($i: TeamCancelBookingInput!) { teamCancelBooking(input: $i) }`;

/** The calendar file of a mail, read with a real iCalendar parser. */
function calendarOf(mail: CaughtMail) {
  const attachment = mail.attachments.find((a) => (a.mimeType ?? '').startsWith('text/calendar'));
  if (!attachment) throw new Error(`no calendar file in "${mail.subject}"`);
  const text =
    typeof attachment.content === 'string'
      ? attachment.content
      : Buffer.from(attachment.content as ArrayBuffer).toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return {
    filename: attachment.filename,
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: String(event.getFirstPropertyValue('status')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    organizer: String(event.getFirstPropertyValue('organizer')),
    location: event.getFirstPropertyValue('location') as string | null,
    url: event.getFirstPropertyValue('url') as string | null,
  };
}

const tokenIn = (mail: CaughtMail, path: string) =>
  new URL(linkIn(mail.text, path)).searchParams.get('token')!;

describe('consultations can be moved, and say how they happen', () => {
  let t: TestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const rowOf = async (id: string) =>
    (
      await t.db.query<{
        status: string;
        start: Date;
        sequence: number;
        reschedule_count: number;
        meeting_url: string | null;
      }>(
        `SELECT status, lower(period) AS start, sequence, reschedule_count, meeting_url
           FROM bookings WHERE id = $1`,
        [id],
      )
    )[0];

  async function book(
    consultantId: string,
    start: Date,
    email: string,
    locale: 'de' | 'en',
    extra: Record<string, unknown> = {},
  ) {
    const booked = await t.gql<{
      bookConsultation: { id: string; meetingMode: string; location: string | null };
    }>(
      BOOK.replace('email }', 'email meetingMode location }'),
      { i: { ...bookingInput(consultantId, start, email), ...extra } },
      { 'x-locale': locale },
    );
    if (!booked.data) throw new Error(JSON.stringify(booked.errors));
    return booked.data.bookConsultation;
  }

  const confirmationOf = (email: string) =>
    t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(email) &&
        ['Your consultation is booked', 'Ihr Beratungstermin ist gebucht'].includes(
          m.subject ?? '',
        ),
    );

  it('moves a booking from the mail link: old slot free, both told, same UID with SEQUENCE+1', async () => {
    const consultant = await createConsultant(t, admin, {
      location: 'Innovationsraum, Hauptstraße 5, 10827 Berlin',
      windows: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        startTime: '00:00',
        endTime: '24:00',
        mode: 'onsite',
      })),
    });
    const email = uniqueEmail('move');
    const from = fullHourAhead(50);
    const to = fullHourAhead(80);
    const booked = await book(consultant.id, from, email, 'en');
    expect(booked).toMatchObject({
      meetingMode: 'onsite',
      location: 'Innovationsraum, Hauptstraße 5, 10827 Berlin',
    });
    const mail = await confirmationOf(email);
    expect(mail.text).toContain('Reschedule');
    expect(mail.text).toContain('Place: Innovationsraum, Hauptstraße 5, 10827 Berlin');
    const first = calendarOf(mail);
    expect(first).toMatchObject({ method: 'PUBLISH', sequence: 0, filename: 'appointment.ics' });
    expect(first.organizer).toBe(`mailto:${consultant.user.email}`);
    expect(mail.replyTo?.[0]?.address).toBe(consultant.user.email);
    const token = tokenIn(mail, '/termin/verschieben');
    expect(tokenIn(mail, '/termin/stornieren')).toBe(token);

    const shown = await t.http.get(`/api/booking/reschedule?token=${encodeURIComponent(token)}`);
    expect(shown.status).toBe(200);
    expect(shown.body.booking).toMatchObject({
      consultant_id: consultant.id,
      can_reschedule: true,
      reschedules_left: 2,
      meeting_mode: 'onsite',
    });

    const moved = await t.http.post('/api/booking/reschedule').send({ token, start: to });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ start: to.toISOString(), reschedules_left: 1 });
    expect(await rowOf(booked.id)).toMatchObject({ sequence: 1, reschedule_count: 1 });
    const window = (at: Date) => [at, new Date(at.getTime() + HOUR)] as const;
    expect(await slotsOf(t, consultant.id, ...window(from))).toEqual([from.toISOString()]);
    expect(await slotsOf(t, consultant.id, ...window(to))).toEqual([]);

    const toVisitor = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject === 'Consultation rescheduled',
    );
    const movedIcs = calendarOf(toVisitor);
    expect(movedIcs).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
      status: 'CONFIRMED',
      filename: 'appointment.ics',
    });
    expect(movedIcs.start.toISOString()).toBe(to.toISOString());
    expect(toVisitor.text).toContain('Before:');
    const toConsultant = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(consultant.user.email) && m.subject === 'Beratungstermin verschoben',
    );
    expect(calendarOf(toConsultant)).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
      filename: 'termin.ics',
    });

    // The old mail's link is retired; the new mail carries a fresh one.
    const stale = await t.gql(RESCHEDULE, { i: { token, start: from.toISOString() } });
    expect(stale.errors?.[0]?.extensions?.code).toBe('BOOKING_CANCEL_INVALID');
    const fresh = tokenIn(toVisitor, '/termin/stornieren');
    const cancelled = await t.http.post('/api/booking/cancel').send({ token: fresh });
    expect(cancelled.status).toBe(200);
    const cancelMail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject === 'Consultation cancelled',
    );
    expect(calendarOf(cancelMail)).toMatchObject({
      method: 'CANCEL',
      uid: first.uid,
      sequence: 2,
      status: 'CANCELLED',
      filename: 'appointment-cancelled.ics',
    });
  });

  it('lets exactly one of 30 simultaneous reschedules onto one slot through', async () => {
    const consultant = await createConsultant(t, admin);
    const tokens: string[] = [];
    for (let i = 0; i < 30; i++) {
      const token = randomBytes(32).toString('base64url');
      tokens.push(token);
      const start = fullHourAhead(30 + i);
      await t.db.query(
        `INSERT INTO bookings (consultant_id, period, blocked_range, name, email, locale,
                               cancel_token_hash, meeting_mode)
         VALUES ($1, tstzrange($2, $3), tstzrange($2, $3), 'Vera Besuch', $4, 'de', $5, 'online')`,
        [
          consultant.id,
          start,
          new Date(start.getTime() + HOUR),
          uniqueEmail(`race${i}`),
          createHash('sha256').update(token).digest('hex'),
        ],
      );
    }
    const target = fullHourAhead(100);
    const results = await Promise.all(
      tokens.map((token) =>
        t.gql(RESCHEDULE, { i: { token, start: target.toISOString() } }, { 'x-locale': 'en' }),
      ),
    );
    const codes = results.map((r) => (r.errors ? String(r.errors[0].extensions?.code) : 'OK'));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK' && c !== 'BOOKING_SLOT_TAKEN')).toEqual([]);
    expect(codes.filter((c) => c === 'BOOKING_SLOT_TAKEN')).toHaveLength(29);
    const loser = results.find((r) => r.errors);
    expect(loser?.errors?.[0]?.message).toBe(
      'This appointment has just been taken. Please choose another one.',
    );
    const [{ n }] = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM bookings
        WHERE consultant_id = $1 AND status = 'confirmed' AND lower(period) = $2`,
      [consultant.id, target],
    );
    expect(Number(n)).toBe(1);
    const [{ moved }] = await t.db.query<{ moved: string }>(
      'SELECT count(*) AS moved FROM bookings WHERE consultant_id = $1 AND sequence > 0',
      [consultant.id],
    );
    expect(Number(moved)).toBe(1);
  });

  it("refuses a reschedule past the consultant's limit or cutoff, and says how to reach us", async () => {
    const consultant = await createConsultant(t, admin, {
      maxReschedules: 1,
      changeCutoffHours: 48,
    });
    const email = uniqueEmail('limit');
    const booked = await book(consultant.id, fullHourAhead(60), email, 'de');
    const token = tokenIn(await confirmationOf(email), '/termin/verschieben');
    const once = await t.gql<{
      rescheduleBooking: { reschedulesLeft: number; canReschedule: boolean };
    }>(RESCHEDULE, { i: { token, start: fullHourAhead(70).toISOString() } });
    expect(once.data?.rescheduleBooking).toMatchObject({
      reschedulesLeft: 0,
      canReschedule: false,
    });
    const moved = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject === 'Beratungstermin verschoben',
    );
    const next = tokenIn(moved, '/termin/verschieben');
    for (const [locale, text] of [
      ['de', 'bereits 1-mal verschoben'],
      ['en', 'already been moved 1 times'],
    ] as const) {
      const again = await t.gql(
        RESCHEDULE,
        { i: { token: next, start: fullHourAhead(90).toISOString() } },
        { 'x-locale': locale },
      );
      expect(again.errors?.[0]?.extensions?.code).toBe('BOOKING_RESCHEDULE_LIMIT');
      expect(again.errors?.[0]?.message).toContain(text);
      expect(again.errors?.[0]?.message).toContain('+49 30 12345678');
    }
    expect((await rowOf(booked.id)).start.toISOString()).toBe(fullHourAhead(70).toISOString());

    // Within the 48-hour cutoff neither moving nor cancelling works; the page knows why.
    const lateEmail = uniqueEmail('cutoff');
    const late = await book(consultant.id, fullHourAhead(40), lateEmail, 'en');
    const lateToken = tokenIn(await confirmationOf(lateEmail), '/termin/verschieben');
    const shown = await t.gql<{ cancellableBooking: Record<string, unknown> }>(SHOW, {
      t: lateToken,
    });
    expect(shown.data?.cancellableBooking).toMatchObject({
      canCancel: false,
      canReschedule: false,
      changeCutoffHours: 48,
    });
    const refused = await t.gql(
      RESCHEDULE,
      { i: { token: lateToken, start: fullHourAhead(90).toISOString() } },
      { 'x-locale': 'en' },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BOOKING_RESCHEDULE_TOO_LATE');
    expect(refused.errors?.[0]?.message).toContain('up to 48 hours before');
    const cancel = await t.gql(
      'mutation($t: String!) { cancelBooking(token: $t) { cancelled } }',
      { t: lateToken },
      { 'x-locale': 'de' },
    );
    expect(cancel.errors?.[0]?.extensions?.code).toBe('BOOKING_CANCEL_TOO_LATE');
    expect(cancel.errors?.[0]?.message).toContain('48 Stunden');
    expect((await rowOf(late.id)).status).toBe('confirmed');
  });

  it('lets the consultant and admins move or cancel any of their bookings with a message', async () => {
    const consultant = await createConsultant(t, admin);
    const other = await createMember(t, { verified: true });
    const email = uniqueEmail('team');
    const booked = await book(consultant.id, fullHourAhead(5), email, 'en');
    const target = fullHourAhead(8);
    const input = {
      id: booked.id,
      start: target.toISOString(),
      message: 'Mir ist etwas dazwischengekommen.',
    };

    const anonymous = await t.gql(TEAM_MOVE, { i: input });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const stranger = await t.gql(TEAM_MOVE, { i: input }, auth(other));
    expect(stranger.errors?.[0]?.extensions?.code).toBe('BOOKING_NOT_FOUND');

    // Inside the visitor's cutoff, yet the consultant may move it.
    const byConsultant = await t.gql(TEAM_MOVE, { i: input }, auth(consultant.user));
    expect(byConsultant.errors).toBeUndefined();
    expect(await rowOf(booked.id)).toMatchObject({ sequence: 1, reschedule_count: 0 });
    const toVisitor = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject === 'Consultation rescheduled',
    );
    expect(toVisitor.text).toContain('Message: Mir ist etwas dazwischengekommen.');
    expect(toVisitor.text).toContain('moved by Clara Berater');
    expect(calendarOf(toVisitor)).toMatchObject({ method: 'REQUEST', sequence: 1 });

    // The consultant finds it on their own page, linked from their mails; others see none.
    const MINE = '{ myConsultations { id start } }';
    const mine = await t.gql<{ myConsultations: Array<{ id: string; start: string }> }>(
      MINE,
      {},
      auth(consultant.user),
    );
    expect(mine.data?.myConsultations).toEqual([{ id: booked.id, start: target.toISOString() }]);
    const theirs = await t.gql<{ myConsultations: unknown[] }>(MINE, {}, auth(other));
    expect(theirs.data?.myConsultations).toEqual([]);
    expect((await t.gql(MINE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const toConsultant = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(consultant.user.email) && m.subject === 'Beratungstermin verschoben',
    );
    expect(toConsultant.text).toContain('/member-area/beratungen');

    const strangerCancel = await t.gql(TEAM_CANCEL, { i: { id: booked.id } }, auth(other));
    expect(strangerCancel.errors?.[0]?.extensions?.code).toBe('BOOKING_NOT_FOUND');
    const byAdmin = await t.gql(
      TEAM_CANCEL,
      { i: { id: booked.id, message: 'Bitte buchen Sie neu.' } },
      auth(admin),
    );
    expect(byAdmin.errors).toBeUndefined();
    const cancelMail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject === 'Consultation cancelled',
    );
    expect(cancelMail.text).toContain('Message: Bitte buchen Sie neu.');
    expect(calendarOf(cancelMail)).toMatchObject({ method: 'CANCEL', sequence: 2 });
    expect((await rowOf(booked.id)).status).toBe('cancelled');
  });

  it('gives each online booking its own Jitsi room, only in the mails and the calendar', async () => {
    const consultant = await createConsultant(t, admin);
    const rooms: string[] = [];
    for (const hours of [30, 33]) {
      const email = uniqueEmail('online');
      const booked = await book(consultant.id, fullHourAhead(hours), email, 'de');
      expect(booked).toMatchObject({ meetingMode: 'online', location: null });
      expect(JSON.stringify(booked)).not.toContain('meet.jit.si');
      const mail = await confirmationOf(email);
      const room = (await rowOf(booked.id)).meeting_url!;
      expect(room).toMatch(/^https:\/\/meet\.jit\.si\/Beratung-[0-9a-f]{32}$/);
      expect(mail.text).toContain(`Video-Link: ${room}`);
      expect(calendarOf(mail)).toMatchObject({ url: room, location: room });
      const shown = await t.gql(SHOW, { t: tokenIn(mail, '/termin/verschieben') });
      expect(JSON.stringify(shown)).not.toContain(room);
      rooms.push(room);
    }
    expect(new Set(rooms).size).toBe(2);

    // A consultant who prefers their fixed link gets it instead.
    const fixed = await createConsultant(t, admin, {
      meetingUrl: 'https://meet.example.org/clara',
    });
    const email = uniqueEmail('fixed');
    const booked = await book(fixed.id, fullHourAhead(30), email, 'en');
    expect((await rowOf(booked.id)).meeting_url).toBe('https://meet.example.org/clara');
    const mail = await confirmationOf(email);
    expect(mail.text).toContain('Meeting link: https://meet.example.org/clara');
  });

  it('keeps a consultant without an address from windows "vor Ort", and asks for a phone number when set', async () => {
    const consultant = await createConsultant(t, admin, { phoneField: 'required' });
    for (const [locale, text] of [
      ['de', 'Für Zeitfenster „vor Ort“ braucht es eine Adresse.'],
      ['en', 'Time windows "on site" need an address.'],
    ] as const) {
      const refused = await t.gql(
        'mutation($id: ID!, $i: AvailabilityInput!) { setConsultantAvailability(id: $id, input: $i) { id } }',
        {
          id: consultant.id,
          i: { windows: [{ weekday: 1, startTime: '09:00', endTime: '12:00', mode: 'onsite' }] },
        },
        { ...auth(admin), 'x-locale': locale },
      );
      expect(refused.errors?.[0]).toMatchObject({
        message: expect.stringContaining(text),
        extensions: {
          code: 'CONSULTANT_LOCATION_REQUIRED',
          fields: { location: expect.stringContaining(text) },
        },
      });
    }

    const listed = await t.gql<{ consultants: Array<{ id: string; phoneField: string }> }>(
      '{ consultants { id phoneField } }',
    );
    expect(listed.data?.consultants.find((c) => c.id === consultant.id)?.phoneField).toBe(
      'required',
    );
    const without = await t.gql(
      BOOK,
      { i: bookingInput(consultant.id, fullHourAhead(30), uniqueEmail('nophone')) },
      { 'x-locale': 'en' },
    );
    expect(without.errors?.[0]).toMatchObject({
      message: 'Please enter a phone number.',
      extensions: { code: 'BOOKING_PHONE_REQUIRED' },
    });
    const email = uniqueEmail('phone');
    await book(consultant.id, fullHourAhead(30), email, 'de', { phone: '+49 30 1234567' });
    const toConsultant = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(consultant.user.email) && (m.text ?? '').includes(email),
    );
    expect(toConsultant.text).toContain('Telefon: +49 30 1234567');
  });
});
