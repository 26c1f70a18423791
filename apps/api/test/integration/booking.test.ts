import {
  createAdmin,
  createMember,
  linkIn,
  uniqueEmail,
  type Member,
} from '../support/factories.js';
import { drainJobs } from '../support/outbox-helpers.js';
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
const DAY = 24 * HOUR;

/** Berlin calendar date (`YYYY-MM-DD`) of an instant. */
const berlinDate = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

/** The next Sunday on which Berlin's clocks change (last Sunday of March or October). */
function nextClockChange(after: Date): Date {
  const candidates: Date[] = [];
  for (const year of [after.getUTCFullYear(), after.getUTCFullYear() + 1]) {
    for (const month of [2, 9]) {
      const last = new Date(Date.UTC(year, month + 1, 0));
      candidates.push(new Date(Date.UTC(year, month, last.getUTCDate() - last.getUTCDay())));
    }
  }
  return candidates
    .filter((d) => d.getTime() > after.getTime() + 2 * DAY)
    .sort((a, b) => +a - +b)[0];
}

describe('consultation booking', () => {
  let t: TestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const confirmedCount = async (consultantId: string) =>
    Number(
      (
        await t.db.query<{ n: string }>(
          "SELECT count(*) AS n FROM bookings WHERE consultant_id = $1 AND status = 'confirmed'",
          [consultantId],
        )
      )[0].n,
    );

  it('lists only active consultants, with free slots in the Berlin availability', async () => {
    const active = await createConsultant(t, admin);
    const inactive = await createConsultant(t, admin);
    await t.db.query('UPDATE consultants SET active = false WHERE id = $1', [inactive.id]);
    const list = await t.gql<{ consultants: Array<{ id: string }> }>(
      '{ consultants { id displayName appointmentMinutes } }',
    );
    const ids = list.data!.consultants.map((c) => c.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(inactive.id);
    const from = fullHourAhead(1);
    const slots = await slotsOf(t, active.id, from, new Date(from.getTime() + 5 * HOUR));
    expect(slots).toEqual(
      [0, 1, 2, 3, 4].map((h) => new Date(from.getTime() + h * HOUR).toISOString()),
    );
    const hidden = await t.gql(
      'query($c: ID!, $f: DateTime!, $t: DateTime!) { availableSlots(consultantId: $c, from: $f, to: $t) { start } }',
      { c: inactive.id, f: from.toISOString(), t: new Date(from.getTime() + DAY).toISOString() },
    );
    expect(hidden.errors?.[0]?.extensions?.code).toBe('CONSULTANT_NOT_FOUND');
    const tooLong = await t.gql(
      'query($c: ID!, $f: DateTime!, $t: DateTime!) { availableSlots(consultantId: $c, from: $f, to: $t) { start } }',
      { c: active.id, f: from.toISOString(), t: new Date(from.getTime() + 90 * DAY).toISOString() },
    );
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BOOKING_RANGE_INVALID');
  });

  it('keeps the Berlin wall-clock time across the next daylight-saving change', async () => {
    const daily = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      startTime: '09:00',
      endTime: '10:00',
    }));
    const consultant = await createConsultant(t, admin, { windows: daily, horizonDays: 365 });
    const sunday = nextClockChange(new Date());
    const spring = sunday.getUTCMonth() === 2;
    const slots = await slotsOf(
      t,
      consultant.id,
      new Date(sunday.getTime() - DAY),
      new Date(sunday.getTime() + 2 * DAY),
    );
    // 09:00 in Berlin is 08:00 UTC in winter time and 07:00 UTC in summer time.
    const utcHour = (winter: boolean) => (winter ? 8 : 7);
    expect(slots).toEqual(
      [-1, 0, 1].map((offset) => {
        const day = new Date(sunday.getTime() + offset * DAY);
        day.setUTCHours(utcHour(offset < 0 ? spring : !spring));
        return day.toISOString();
      }),
    );
  });

  it('honours minimum notice, booking horizon and days off', async () => {
    const notice = await createConsultant(t, admin, { minNoticeHours: 48 });
    const now = Date.now();
    const noticeSlots = await slotsOf(t, notice.id, new Date(now), new Date(now + 4 * DAY));
    expect(new Date(noticeSlots[0]).getTime()).toBeGreaterThanOrEqual(now + 48 * HOUR);
    expect(new Date(noticeSlots[0]).getTime()).toBeLessThan(now + 49 * HOUR);
    const tooSoon = await t.gql(BOOK, {
      i: bookingInput(notice.id, fullHourAhead(5), uniqueEmail()),
    });
    expect(tooSoon.errors?.[0]?.extensions?.code).toBe('BOOKING_TOO_SHORT_NOTICE');
    expect(tooSoon.errors?.[0]?.message).toContain('48 Stunden');

    const horizon = await createConsultant(t, admin, { horizonDays: 3 });
    const horizonSlots = await slotsOf(t, horizon.id, new Date(now), new Date(now + 10 * DAY));
    expect(new Date(horizonSlots.at(-1)!).getTime()).toBeLessThanOrEqual(Date.now() + 3 * DAY);
    expect(new Date(horizonSlots.at(-1)!).getTime()).toBeGreaterThan(now + 3 * DAY - 2 * HOUR);
    const tooFar = await t.gql(BOOK, {
      i: bookingInput(horizon.id, fullHourAhead(5 * 24), uniqueEmail()),
    });
    expect(tooFar.errors?.[0]?.extensions?.code).toBe('BOOKING_BEYOND_HORIZON');

    const away = await createConsultant(t, admin);
    const dayOff = berlinDate(new Date(now + 3 * DAY));
    const added = await t.gql(
      'mutation($c: ID!, $i: DayOffInput!) { addConsultantDayOff(consultantId: $c, input: $i) { daysOff { id startDate endDate } } }',
      { c: away.id, i: { startDate: dayOff, endDate: dayOff, note: 'Urlaub' } },
      auth(admin),
    );
    expect(added.errors).toBeUndefined();
    const awaySlots = await slotsOf(t, away.id, new Date(now + 2 * DAY), new Date(now + 5 * DAY));
    expect(awaySlots.length).toBeGreaterThan(24);
    expect(awaySlots.filter((s) => berlinDate(new Date(s)) === dayOff)).toEqual([]);
    const onDayOff = new Date(now + 3 * DAY);
    onDayOff.setUTCMinutes(0, 0, 0);
    expect(berlinDate(onDayOff)).toBe(dayOff);
    const refused = await t.gql(BOOK, { i: bookingInput(away.id, onDayOff, uniqueEmail()) });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BOOKING_SLOT_UNAVAILABLE');
  });

  it('spaces slots by the buffer and blocks the buffer after a booking in the database', async () => {
    const consultant = await createConsultant(t, admin, {
      appointmentMinutes: 60,
      bufferMinutes: 30,
    });
    const from = fullHourAhead(24);
    const slots = await slotsOf(t, consultant.id, from, new Date(from.getTime() + DAY));
    const gaps = slots.slice(1).map((s, i) => new Date(s).getTime() - new Date(slots[i]).getTime());
    expect(new Set(gaps.filter((g) => g < 3 * HOUR))).toEqual(new Set([90 * 60_000]));
    const booked = await t.gql<{ bookConsultation: { id: string } }>(BOOK, {
      i: bookingInput(consultant.id, new Date(slots[2]), uniqueEmail()),
    });
    expect(booked.errors).toBeUndefined();
    const [row] = await t.db.query<{ buffer: string }>(
      'SELECT extract(epoch FROM upper(blocked_range) - upper(period))::int AS buffer FROM bookings WHERE id = $1',
      [booked.data!.bookConsultation.id],
    );
    expect(Number(row.buffer)).toBe(30 * 60);
    // A row written past the service that starts inside the buffer is refused by PostgreSQL.
    const inBuffer = new Date(new Date(slots[2]).getTime() + 75 * 60_000);
    await expect(
      t.db.query(
        `INSERT INTO bookings (consultant_id, period, blocked_range, name, email, locale, cancel_token_hash)
         VALUES ($1, tstzrange($2, $3), tstzrange($2, $3), 'X', 'x@example.com', 'de', md5(random()::text))`,
        [consultant.id, inBuffer, new Date(inBuffer.getTime() + HOUR)],
      ),
    ).rejects.toMatchObject({ code: '23P01' });
    const after = await slotsOf(t, consultant.id, from, new Date(from.getTime() + DAY));
    expect(after).not.toContain(slots[2]);
    expect(after).toContain(slots[1]);
    expect(after).toContain(slots[3]);
  });

  it('books a slot, mails visitor and consultant with a calendar file, and the slot is gone', async () => {
    const consultant = await createConsultant(t, admin);
    const start = fullHourAhead(48);
    const email = uniqueEmail('visitor');
    const result = await t.gql<{ bookConsultation: { consultantName: string; start: string } }>(
      BOOK,
      { i: bookingInput(consultant.id, start, email) },
    );
    expect(result.data?.bookConsultation).toMatchObject({
      consultantName: 'Clara Berater',
      start: start.toISOString(),
    });
    const visitorMail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    expect(visitorMail.subject).toBe('Ihr Beratungstermin ist gebucht');
    expect(visitorMail.text).toContain('/termin/stornieren?token=');
    const ics = visitorMail.attachments.find((a) => a.filename === 'termin.ics');
    const icsText = Buffer.from(ics!.content as ArrayBuffer).toString('utf8');
    expect(icsText).toContain(
      `DTSTART:${start.toISOString().replace(/[-:]/g, '').replace('.000', '')}`,
    );
    expect(icsText).toContain('STATUS:CONFIRMED');
    // Replies go to the consultant in person, and the calendar's organizer is the consultant.
    expect(visitorMail.replyTo?.[0]?.address).toBe(consultant.user.email);
    expect(icsText).toContain(`ORGANIZER;CN="Clara Berater":mailto:${consultant.user.email}`);
    const consultantMail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(consultant.user.email) &&
        m.subject === 'Neuer Beratungstermin: Vera Besuch',
    );
    expect(consultantMail.subject).toBe('Neuer Beratungstermin: Vera Besuch');
    expect(consultantMail.text).toContain('Wir möchten über KI im Vertrieb sprechen.');
    expect(consultantMail.replyTo?.[0]?.address).toBe(email);
    expect(consultantMail.attachments.some((a) => a.filename === 'termin.ics')).toBe(true);

    const slots = await slotsOf(
      t,
      consultant.id,
      new Date(start.getTime() - HOUR),
      new Date(start.getTime() + 2 * HOUR),
    );
    expect(slots).toEqual([
      new Date(start.getTime() - HOUR).toISOString(),
      new Date(start.getTime() + HOUR).toISOString(),
    ]);
    const again = await t.gql(
      BOOK,
      { i: bookingInput(consultant.id, start, uniqueEmail()) },
      { 'x-locale': 'en' },
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('BOOKING_SLOT_TAKEN');
    expect(again.errors?.[0]?.message).toBe(
      'This appointment has just been taken. Please choose another one.',
    );
  });

  it('lets exactly one of 50 simultaneous bookings of one slot through; 49 hear "slot taken"', async () => {
    const consultant = await createConsultant(t, admin);
    const start = fullHourAhead(72);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.gql(BOOK, { i: bookingInput(consultant.id, start, uniqueEmail(`race${i}`)) }),
      ),
    );
    const codes = results.map((r) => (r.errors ? String(r.errors[0].extensions?.code) : 'OK'));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'BOOKING_SLOT_TAKEN')).toHaveLength(49);
    expect(await confirmedCount(consultant.id)).toBe(1);
  });

  it.each([
    ['no slot', (c: string) => bookingInput(c, null, uniqueEmail()), 'BOOKING_SLOT_REQUIRED'],
    [
      'a slot in the past',
      (c: string) => bookingInput(c, fullHourAhead(-5), uniqueEmail()),
      'BOOKING_SLOT_IN_PAST',
    ],
    [
      'a time that is not a slot start',
      (c: string) =>
        bookingInput(c, new Date(fullHourAhead(30).getTime() + 20 * 60_000), uniqueEmail()),
      'BOOKING_SLOT_UNAVAILABLE',
    ],
    [
      'a malformed email',
      (c: string) => ({ ...bookingInput(c, fullHourAhead(30), 'nope') }),
      'VALIDATION_FAILED',
    ],
    [
      'a header injection in the name',
      (c: string) => ({
        ...bookingInput(c, fullHourAhead(30), uniqueEmail()),
        name: 'Eve\r\nBcc: victim@example.com',
      }),
      'VALIDATION_FAILED',
    ],
    [
      'an oversized message',
      (c: string) => ({
        ...bookingInput(c, fullHourAhead(30), uniqueEmail()),
        message: 'x'.repeat(2001),
      }),
      'VALIDATION_FAILED',
    ],
    [
      'an empty name',
      (c: string) => ({ ...bookingInput(c, fullHourAhead(30), uniqueEmail()), name: '  ' }),
      'VALIDATION_FAILED',
    ],
  ])('refuses %s clearly and books nothing', async (_case, input, code) => {
    const consultant = await createConsultant(t, admin, {
      windows: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        startTime: '00:00',
        endTime: '24:00',
      })),
    });
    await drainJobs(t);
    const mails = t.mail.messages.length;
    const result = await t.gql(BOOK, { i: input(consultant.id) });
    expect(result.errors?.[0]?.extensions?.code).toBe(code);
    if (code === 'BOOKING_SLOT_REQUIRED') {
      expect(result.errors?.[0]?.message).toBe('Bitte wählen Sie einen Termin aus.');
    }
    expect(await confirmedCount(consultant.id)).toBe(0);
    expect(t.mail.messages.length).toBe(mails);
  });

  it('refuses an unknown consultant', async () => {
    const result = await t.gql(BOOK, {
      i: bookingInput('00000000-0000-4000-8000-000000000000', fullHourAhead(30), uniqueEmail()),
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('CONSULTANT_NOT_FOUND');
  });

  it('cancels through the mail link once, up to 24 hours before, and mails both a CANCEL file', async () => {
    const consultant = await createConsultant(t, admin);
    const start = fullHourAhead(50);
    const email = uniqueEmail('cancel');
    await t.gql(BOOK, { i: bookingInput(consultant.id, start, email) }, { 'x-locale': 'en' });
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe('Your consultation is booked');
    const token = new URL(linkIn(mail.text, '/termin/stornieren')).searchParams.get('token')!;

    const shown = await t.http.get(`/api/booking/cancel?token=${encodeURIComponent(token)}`);
    expect(shown.status).toBe(200);
    expect(shown.body.booking).toMatchObject({
      consultant_name: 'Clara Berater',
      cancelled: false,
      start: start.toISOString(),
    });
    expect(await confirmedCount(consultant.id)).toBe(1);

    const cancelled = await t.http.post('/api/booking/cancel').send({ token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.cancelled).toBe(true);
    expect(await confirmedCount(consultant.id)).toBe(0);
    const visitorCancel = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject === 'Consultation cancelled',
    );
    const ics = Buffer.from(visitorCancel.attachments[0].content as ArrayBuffer).toString('utf8');
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(consultant.user.email) && m.subject === 'Beratungstermin storniert',
    );

    const twice = await t.gql('mutation($t: String!) { cancelBooking(token: $t) { cancelled } }', {
      t: token,
    });
    expect(twice.errors?.[0]?.extensions?.code).toBe('BOOKING_CANCEL_INVALID');
    expect(await slotsOf(t, consultant.id, start, new Date(start.getTime() + HOUR))).toEqual([
      start.toISOString(),
    ]);

    const bogus = await t.http.post('/api/booking/cancel').send({ token: 'not-a-token' });
    expect(bogus.status).toBe(404);
    expect(bogus.body.error.code).toBe('BOOKING_CANCEL_INVALID');
  });

  it('refuses to cancel within 24 hours of the start and keeps the booking', async () => {
    const consultant = await createConsultant(t, admin);
    const email = uniqueEmail('late');
    const booked = await t.gql<{ bookConsultation: { id: string } }>(BOOK, {
      i: bookingInput(consultant.id, fullHourAhead(30), email),
    });
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    const token = new URL(linkIn(mail.text, '/termin/stornieren')).searchParams.get('token')!;
    // Time passes: the appointment now starts in 23 hours.
    await t.db.query(
      `UPDATE bookings SET period = tstzrange(now() + interval '23 hours', now() + interval '24 hours'),
              blocked_range = tstzrange(now() + interval '23 hours', now() + interval '24 hours')
        WHERE id = $1`,
      [booked.data!.bookConsultation.id],
    );
    const late = await t.gql('mutation($t: String!) { cancelBooking(token: $t) { cancelled } }', {
      t: token,
    });
    expect(late.errors?.[0]?.extensions?.code).toBe('BOOKING_CANCEL_TOO_LATE');
    expect(late.errors?.[0]?.message).toContain('24 Stunden');
    expect(await confirmedCount(consultant.id)).toBe(1);
  });

  it('lets only admins manage consultants and see upcoming bookings', async () => {
    const member = await createMember(t, { verified: true });
    const target = await createMember(t, { verified: true });
    const create = (who?: Member) =>
      t.gql(
        'mutation($i: CreateConsultantInput!) { createConsultant(input: $i) { id email } }',
        { i: { email: target.email } },
        auth(who),
      );
    const list = (who?: Member) =>
      t.gql('{ bookingConsultants { id } upcomingBookings { id name email } }', {}, auth(who));
    expect((await create()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await create(member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await list()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await list(member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const created = await create(admin);
    expect(created.data).toMatchObject({ createConsultant: { email: target.email } });
    expect((await create(admin)).errors?.[0]?.extensions?.code).toBe('CONSULTANT_EXISTS');
    const overlapping = await t.gql(
      'mutation($id: ID!, $i: AvailabilityInput!) { setConsultantAvailability(id: $id, input: $i) { id } }',
      {
        id: (created.data as { createConsultant: { id: string } }).createConsultant.id,
        i: {
          windows: [
            { weekday: 2, startTime: '09:00', endTime: '12:00' },
            { weekday: 2, startTime: '11:00', endTime: '13:00' },
          ],
        },
      },
      auth(admin),
    );
    expect(overlapping.errors?.[0]?.extensions?.code).toBe('AVAILABILITY_OVERLAP');
    const asAdmin = await list(admin);
    expect(asAdmin.errors).toBeUndefined();
    const upcoming = (asAdmin.data as { upcomingBookings: Array<{ name: string }> })
      .upcomingBookings;
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming[0].name).toBe('Vera Besuch');
  });
});

describe('consultation booking rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t.close());

  it('stops the eleventh booking attempt from one address within an hour', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const result = await t.gql(BOOK, {
        i: bookingInput('00000000-0000-4000-8000-000000000000', null, uniqueEmail(`rl${i}`)),
      });
      codes.push(String(result.errors?.[0]?.extensions?.code));
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('BOOKING_SLOT_REQUIRED'));
    expect(codes[10]).toBe('TOO_MANY_REQUESTS');
  });
});
