import { createAdmin, createMember, uniqueEmail, type Member } from '../support/factories.js';
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
const CANCEL = 'mutation($id: ID!) { adminCancelBooking(id: $id) }';
const SETTINGS = `mutation($id: ID!, $i: ConsultantSettingsInput!) {
  updateConsultant(id: $id, input: $i) { id location meetingUrl }
}`;
const RULES = {
  displayName: 'Clara Berater',
  active: true,
  appointmentMinutes: 60,
  bufferMinutes: 0,
  minNoticeHours: 0,
  horizonDays: 60,
};

const icsOf = (mail: { attachments: Array<{ content: unknown }> }) =>
  Buffer.from(mail.attachments[0].content as ArrayBuffer).toString('utf8');

describe('admins cancel consultations; consultants have a place and a meeting link', () => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    member = await createMember(t, { verified: true });
  });
  afterAll(() => t.close());

  const statusOf = async (id: string) =>
    (await t.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id]))[0]
      .status;

  async function book(consultantId: string, start: Date, email: string, locale: 'de' | 'en') {
    const booked = await t.gql<{ bookConsultation: { id: string } }>(
      BOOK,
      { i: bookingInput(consultantId, start, email) },
      { 'x-locale': locale },
    );
    if (!booked.data) throw new Error(JSON.stringify(booked.errors));
    return booked.data.bookConsultation.id;
  }

  it('puts the place or the meeting link into the booking mails and the calendar file', async () => {
    const consultant = await createConsultant(t, admin);
    const set = await t.gql<{ updateConsultant: { location: string; meetingUrl: string } }>(
      SETTINGS,
      {
        id: consultant.id,
        i: {
          ...RULES,
          location: ' Innovationsraum, Hauptstraße 5, 10827 Berlin ',
          meetingUrl: 'https://meet.example.org/clara',
        },
      },
      auth(admin),
    );
    expect(set.data!.updateConsultant).toMatchObject({
      location: 'Innovationsraum, Hauptstraße 5, 10827 Berlin',
      meetingUrl: 'https://meet.example.org/clara',
    });
    // Mornings on site, afternoons online.
    const windows = await t.gql(
      'mutation($id: ID!, $i: AvailabilityInput!) { setConsultantAvailability(id: $id, input: $i) { id } }',
      {
        id: consultant.id,
        i: {
          windows: [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
            { weekday, startTime: '00:00', endTime: '12:00', mode: 'onsite' },
            { weekday, startTime: '12:00', endTime: '24:00', mode: 'online' },
          ]),
        },
      },
      auth(admin),
    );
    expect(windows.errors).toBeUndefined();
    const berlinHour = (at: Date) =>
      Number(
        at.toLocaleString('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hour12: false }),
      );
    let onsite = fullHourAhead(30);
    while (berlinHour(onsite) >= 12) onsite = new Date(onsite.getTime() + HOUR);
    let online = fullHourAhead(30);
    while (berlinHour(online) < 12) online = new Date(online.getTime() + HOUR);

    const email = uniqueEmail('place');
    await book(consultant.id, onsite, email, 'en');
    const visitorMail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject === 'Your consultation is booked',
    );
    expect(visitorMail.text).toContain('Place: Innovationsraum, Hauptstraße 5, 10827 Berlin');
    expect(visitorMail.text).not.toContain('Meeting link');
    expect(icsOf(visitorMail)).toContain(
      'LOCATION:Innovationsraum\\, Hauptstraße 5\\, 10827 Berlin',
    );
    const consultantMail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(consultant.user.email) && (m.text ?? '').includes(email),
    );
    expect(consultantMail.text).toContain('Ort: Innovationsraum');

    const onlineEmail = uniqueEmail('link');
    await book(consultant.id, online, onlineEmail, 'en');
    const onlineMail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(onlineEmail) && m.subject === 'Your consultation is booked',
    );
    expect(onlineMail.text).toContain('Meeting link: https://meet.example.org/clara');
    expect(onlineMail.text).not.toContain('Place:');
    expect(icsOf(onlineMail)).toContain('URL:https://meet.example.org/clara');
  });

  it('refuses a meeting link that is not https, in the caller language, and keeps the old one', async () => {
    const consultant = await createConsultant(t, admin);
    await t.gql(
      SETTINGS,
      { id: consultant.id, i: { ...RULES, meetingUrl: 'https://meet.example.org/ok' } },
      auth(admin),
    );
    for (const [locale, text] of [
      ['de', 'Bitte prüfen Sie Ihre Eingaben.'],
      ['en', 'Please check your input.'],
    ] as const) {
      const bad = await t.gql(
        SETTINGS,
        { id: consultant.id, i: { ...RULES, meetingUrl: 'javascript:alert(1)' } },
        { ...auth(admin), 'x-locale': locale },
      );
      expect(bad.errors?.[0]).toMatchObject({
        message: text,
        extensions: { code: 'VALIDATION_FAILED' },
      });
      expect(Object.keys(bad.errors?.[0]?.extensions?.fields ?? {})).toEqual(['meetingUrl']);
    }
    const [row] = await t.db.query<{ meeting_url: string }>(
      'SELECT meeting_url FROM consultants WHERE id = $1',
      [consultant.id],
    );
    expect(row.meeting_url).toBe('https://meet.example.org/ok');
  });

  it('lets an admin cancel a booking: slot free again, visitor and consultant get METHOD:CANCEL', async () => {
    const consultant = await createConsultant(t, admin);
    const start = fullHourAhead(3);
    const email = uniqueEmail('admin-cancel');
    const id = await book(consultant.id, start, email, 'de');
    const window = [start, new Date(start.getTime() + HOUR)] as const;
    expect(await slotsOf(t, consultant.id, ...window)).toEqual([]);

    const cancelled = await t.gql<{ adminCancelBooking: string }>(CANCEL, { id }, auth(admin));
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.adminCancelBooking).toBe(id);
    expect(await statusOf(id)).toBe('cancelled');
    // Within the visitor's 24-hour cutoff, yet the team may cancel; the slot is free again.
    expect(await slotsOf(t, consultant.id, ...window)).toEqual([start.toISOString()]);

    const toVisitor = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject === 'Beratungstermin storniert',
    );
    expect(toVisitor.text).toContain('von unserem Team storniert');
    expect(icsOf(toVisitor)).toContain('METHOD:CANCEL');
    expect(icsOf(toVisitor)).toContain(`UID:booking-${id}@`);
    const toConsultant = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(consultant.user.email) && m.subject === 'Beratungstermin storniert',
    );
    expect(icsOf(toConsultant)).toContain('METHOD:CANCEL');

    const upcoming = await t.gql<{ upcomingBookings: Array<{ id: string }> }>(
      '{ upcomingBookings { id } }',
      {},
      auth(admin),
    );
    expect(upcoming.data!.upcomingBookings.map((b) => b.id)).not.toContain(id);

    for (const [locale, text] of [
      ['de', 'Dieser Termin ist bereits storniert oder schon vorbei.'],
      ['en', 'This appointment has already been cancelled or is over.'],
    ] as const) {
      const again = await t.gql(CANCEL, { id }, { ...auth(admin), 'x-locale': locale });
      expect(again.errors?.[0]).toMatchObject({
        message: text,
        extensions: { code: 'BOOKING_ALREADY_CANCELLED' },
      });
    }
  });

  it('is for admins only and answers unknown ids clearly', async () => {
    const consultant = await createConsultant(t, admin);
    const id = await book(consultant.id, fullHourAhead(50), uniqueEmail('guarded'), 'de');
    const asMember = await t.gql(CANCEL, { id }, auth(member));
    expect(asMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(CANCEL, { id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await statusOf(id)).toBe('confirmed');
    for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await t.gql(CANCEL, { id: bad }, { ...auth(admin), 'x-locale': 'en' });
      expect(unknown.errors?.[0]).toMatchObject({
        message: 'This appointment does not exist (any more), or it is already in the past.',
        extensions: { code: 'BOOKING_NOT_FOUND' },
      });
    }
  });
});
