import { createWorkshop } from '../support/academy-fixtures.js';
import {
  BOOK,
  bookingInput,
  createConsultant,
  fullHourAhead,
} from '../support/booking-fixtures.js';
import { createAdmin, linkIn, uniqueEmail } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// What an attacker types as "name" to make our mail carry their message to someone else.
const SPAM = 'Gewinner! Holen Sie Ihren Preis auf evil.example ab';

describe('Hostile input: mails to addresses nobody has proven', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the typed name out of the guest registration mail', async () => {
    const workshop = await createWorkshop(t, { guests: true });
    const to = uniqueEmail('victim');
    const result = await t.gql(
      'mutation($s: ID!, $n: String!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: $n, email: $e) { id } }',
      { s: workshop.sessionIds[0], n: SPAM, e: to },
    );
    expect(result.errors).toBeUndefined();
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(to));
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('evil.example');
  });

  it('keeps the typed name out of the contact form acknowledgement', async () => {
    const to = uniqueEmail('victim');
    const result = await t.gql(
      'mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }',
      { i: { name: SPAM, email: to, message: 'Hallo' } },
    );
    expect(result.errors).toBeUndefined();
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(to));
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('evil.example');
  });

  it('keeps the typed name out of a visitor’s booking mails, the move and the cancellation included', async () => {
    const consultant = await createConsultant(t, await createAdmin(t));
    const to = uniqueEmail('victim');
    const booked = await t.gql(BOOK, {
      i: { ...bookingInput(consultant.id, fullHourAhead(60), to), name: SPAM },
    });
    expect(booked.errors).toBeUndefined();
    const confirmation = await t.mail.waitFor((m) => m.envelopeTo.includes(to));
    const token = new URL(linkIn(confirmation.text, '/termin/stornieren')).searchParams.get(
      'token',
    )!;
    const moved = await t.http
      .post('/api/booking/reschedule')
      .send({ token, start: fullHourAhead(70).toISOString() });
    expect(moved.status).toBe(200);
    const movedMail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(to) && m.subject === 'Beratungstermin verschoben',
    );
    const renewed = new URL(linkIn(movedMail.text, '/termin/stornieren')).searchParams.get(
      'token',
    )!;
    expect((await t.http.post('/api/booking/cancel').send({ token: renewed })).status).toBe(200);
    const cancelled = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(to) && m.subject === 'Beratungstermin storniert',
    );
    for (const mail of [confirmation, movedMail, cancelled])
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('evil.example');
  });
});
