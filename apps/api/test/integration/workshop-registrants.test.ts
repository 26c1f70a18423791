import { createWorkshop } from '../support/academy-fixtures.js';
import { createAdmin, createMember, type Member, uniqueEmail } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { authAs as as, createWorkshopAuthor } from '../support/workshop-fixtures.js';
import { drainJobs } from '../support/outbox-helpers.js';

const LIST = `query($w: ID!, $s: ID) { workshopRegistrants(workshopId: $w, sessionId: $s) {
  id sessionId name email status isMember notes } }`;
const MESSAGE = `mutation($s: ID!, $subject: String!, $body: String!) {
  messageSessionRegistrants(sessionId: $s, subject: $subject, body: $body) { sent skipped } }`;
type Registrant = { name: string; email: string; status: string; isMember: boolean; notes: string };

describe('the host’s registrants view, CSV export, message and new-registration mails', () => {
  let t: TestApp;
  let admin: Member;
  let host: Member;
  let other: Member;
  let member: Member;
  let workshop: Awaited<ReturnType<typeof createWorkshop>>;
  const guestEmail = uniqueEmail('guest');

  beforeAll(async () => {
    // Real rate limits here: the message tool's limit is part of what is tested.
    t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
    admin = await createAdmin(t);
    host = await createWorkshopAuthor(t);
    other = await createWorkshopAuthor(t);
    member = await createMember(t, { verified: true, name: 'Mia Mitglied' });
    workshop = await createWorkshop(t, {
      title: 'Gastgeber-Werkstatt',
      creatorId: host.id,
      sessionsInDays: [7, 14],
      capacity: 1,
    });
    const reg = await t.gql(
      'mutation($s: ID!, $n: String) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, notes: $n) { id } }',
      { s: workshop.sessionIds[0], n: '=HYPERLINK("http://evil.example")' },
      as(member),
    );
    expect(reg.errors).toBeUndefined();
    const guest = await t.gql(
      'mutation($s: ID!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Gerd Gast", email: $e, joinWaitlist: true) { status } }',
      { s: workshop.sessionIds[0], e: guestEmail },
    );
    expect(guest.data).toEqual({ registerGuest: { status: 'waitlisted' } });
  });
  afterAll(() => t.close());

  it('mails the host on each new registration, until they switch it off', async () => {
    const first = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(host.email) && /Mia Mitglied \(Mitglied\)/.test(m.text ?? ''),
    );
    expect(first.subject).toBe('Neue Anmeldung: Gastgeber-Werkstatt');
    expect(first.text).toContain(`/member-area/workshops/${workshop.id}/registrants`);
    expect(first.text).not.toContain(member.email);
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(host.email) && /Gerd Gast \(Gast\).*Warteliste/s.test(m.text ?? ''),
    );

    const toggle =
      'mutation($id: ID!, $on: Boolean!) { setWorkshopRegistrationMails(id: $id, enabled: $on) { notifyHostOnRegistration } }';
    expect(
      (await t.gql(toggle, { id: workshop.id, on: false }, as(other))).errors?.[0]?.extensions
        ?.code,
    ).toBe('WORKSHOP_FORBIDDEN');
    const off = await t.gql(toggle, { id: workshop.id, on: false }, as(host));
    expect(off.data).toEqual({ setWorkshopRegistrationMails: { notifyHostOnRegistration: false } });
    const before = t.mail.messages.filter((m) => m.envelopeTo.includes(host.email)).length;
    const late = await t.gql(
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id } }',
      { s: workshop.sessionIds[1] },
      as(other),
    );
    expect(late.errors).toBeUndefined();
    await t.mail.waitFor((m) => m.envelopeTo.includes(other.email));
    expect(t.mail.messages.filter((m) => m.envelopeTo.includes(host.email))).toHaveLength(before);
    await t.gql(toggle, { id: workshop.id, on: true }, as(host));
  });

  it('lists every registration with name, email, status, member or guest and notes, for the host and admins only', async () => {
    const mine = await t.gql<{ workshopRegistrants: Registrant[] }>(
      LIST,
      { w: workshop.id, s: workshop.sessionIds[0] },
      as(host),
    );
    expect(mine.data?.workshopRegistrants).toEqual([
      expect.objectContaining({
        name: 'Mia Mitglied',
        email: member.email,
        status: 'confirmed',
        isMember: true,
        notes: '=HYPERLINK("http://evil.example")',
      }),
      expect.objectContaining({
        name: 'Gerd Gast',
        email: guestEmail,
        status: 'waitlisted',
        isMember: false,
      }),
    ]);
    const all = await t.gql<{ workshopRegistrants: Registrant[] }>(
      LIST,
      { w: workshop.id },
      as(admin),
    );
    expect(all.data?.workshopRegistrants).toHaveLength(3);

    for (const who of [other, member]) {
      const refused = await t.gql(LIST, { w: workshop.id }, { ...as(who), 'x-locale': 'en' });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Workshop not found.',
        extensions: { code: 'WORKSHOP_NOT_FOUND' },
      });
      expect(refused.data).toBeNull();
    }
    expect((await t.gql(LIST, { w: workshop.id })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('shows the host which registrations are paid', async () => {
    const states = async () =>
      (
        await t.gql<{ workshopRegistrants: Array<{ email: string; paymentState: string | null }> }>(
          'query($w: ID!, $s: ID) { workshopRegistrants(workshopId: $w, sessionId: $s) { email paymentState } }',
          { w: workshop.id, s: workshop.sessionIds[0] },
          as(host),
        )
      ).data!.workshopRegistrants;
    // The confirmed member owes the invoice; the waiting guest owes nothing yet.
    expect(await states()).toEqual([
      { email: member.email, paymentState: 'open' },
      { email: guestEmail, paymentState: null },
    ]);
    const [invoice] = await t.db.query<{ id: string }>(
      `SELECT i.id FROM invoices i JOIN workshop_registrations r ON r.id = i.registration_id
       WHERE r.email = $1 AND i.kind = 'invoice'`,
      [member.email],
    );
    const paid = await t.gql(
      'mutation($ids: [ID!]!) { setPaymentState(ids: $ids, state: "paid") }',
      { ids: [invoice.id] },
      as(admin),
    );
    expect(paid.errors).toBeUndefined();
    expect((await states())[0]).toEqual({ email: member.email, paymentState: 'paid' });
  });

  it('exports a CSV for German Excel (byte-order mark, `;`), in the caller’s language, with payment state and invoice number, formulas defused', async () => {
    const [{ number }] = await t.db.query<{ number: string }>(
      `SELECT i.number FROM invoices i JOIN workshop_registrations r ON r.id = i.registration_id
       WHERE r.email = $1 AND i.kind = 'invoice'`,
      [member.email],
    );
    const path = `/api/workshops/${workshop.id}/registrants.csv`;
    const response = await t.http
      .get(path)
      .set(as(host))
      .set('x-locale', 'en')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('registrations-');
    const body = response.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Date;Name;Email;Status;Member or guest;Payment;Invoice number;Notes;Registered at',
    );
    expect(text).toContain(
      `Mia Mitglied;${member.email};confirmed;member;paid;${number};"'=HYPERLINK(""http://evil.example"")";`,
    );
    // Waiting: nothing invoiced, so no payment state and no number.
    expect(text).toContain(`Gerd Gast;${guestEmail};waitlist;guest;;;;`);
    expect(text).not.toMatch(/(^|[,;])=/m);

    const german = await t.http.get(path).set(as(admin));
    expect(german.status).toBe(200);
    expect(german.text).toContain(
      'Termin;Name;E-Mail;Status;Mitglied oder Gast;Zahlung;Rechnungsnummer;Notizen;Angemeldet am',
    );
    expect(german.text).toContain(
      `Mia Mitglied;${member.email};bestätigt;Mitglied;bezahlt;${number};`,
    );
    const later = await t.http.get(`${path}?session=${workshop.sessionIds[1]}`).set(as(admin));
    expect(later.text).not.toContain('Mia Mitglied');

    expect((await t.http.get(path).set(as(other))).status).toBe(404);
    expect((await t.http.get(path)).status).toBe(401);
  });

  it('defuses formulas that a semicolon would split into a cell (German Excel)', async () => {
    const other = await createWorkshop(t, { title: 'Semikolon', creatorId: host.id });
    const attacker = await createMember(t, { verified: true, name: 'Eva Angreiferin' });
    const reg = await t.gql(
      'mutation($s: ID!, $n: String) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, notes: $n) { id } }',
      { s: other.sessionIds[0], n: 'Eva;=2*3;x\t@SUM(A1), -1+1' },
      as(attacker),
    );
    expect(reg.errors).toBeUndefined();
    const response = await t.http.get(`/api/workshops/${other.id}/registrants.csv`).set(as(host));
    expect(response.status).toBe(200);
    const line = response.text.split('\r\n').find((l) => l.includes('Eva Angreiferin'));
    expect(line).toContain(`"Eva;'=2*3;x\t'@SUM(A1),' -1+1"`);
    // Split the way a spreadsheet with any separator would: no cell starts a formula.
    for (const cell of line!.split(/[,;\t]/)) expect(cell).not.toMatch(/^[\s"]*[=+\-@]/);
  });

  it('messages the confirmed registrants of a session once, replies going to the host; bounded and rate-limited', async () => {
    const s = workshop.sessionIds[0];
    const tooLong = await t.gql(
      MESSAGE,
      { s, subject: 'Hinweis', body: 'x'.repeat(5001) },
      as(host),
    );
    expect(tooLong.errors?.[0]).toMatchObject({
      message:
        'Bitte geben Sie einen Betreff (höchstens 150 Zeichen) und eine Nachricht (höchstens 5000 Zeichen) ein.',
      extensions: { code: 'HOST_MESSAGE_INVALID', fields: { body: expect.any(String) } },
    });
    const foreign = await t.gql(MESSAGE, { s, subject: 'Spam', body: 'Spam' }, as(other));
    expect(foreign.errors?.[0]?.extensions?.code).toBe('WORKSHOP_NOT_FOUND');
    expect(
      (await t.gql(MESSAGE, { s, subject: 'Spam', body: 'Spam' })).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');

    const sent = await t.gql(
      MESSAGE,
      {
        s,
        subject: 'Bitte Laptop mitbringen\r\nBcc: x@evil.example',
        body: 'Hallo zusammen,\n\nbitte bringt einen Laptop mit.',
      },
      as(host),
    );
    expect(sent.data).toEqual({ messageSessionRegistrants: { sent: 1, skipped: 0 } });
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /Bitte Laptop mitbringen/.test(m.subject ?? ''),
    );
    expect(mail.subject).toBe('Bitte Laptop mitbringen Bcc: x@evil.example – Gastgeber-Werkstatt');
    expect(mail.replyTo?.[0]?.address).toBe(host.email);
    expect(mail.text).toContain('bitte bringt einen Laptop mit.');
    expect(
      t.mail.messages.filter(
        (m) => m.envelopeTo.includes(guestEmail) && /Laptop/.test(m.subject ?? ''),
      ),
    ).toHaveLength(0);
    expect(mail.envelopeTo).toEqual([member.email]);

    // Five messages an hour per sender; the sixth is refused and sends nothing.
    for (let i = 0; i < 4; i++) {
      expect(
        (await t.gql(MESSAGE, { s, subject: `Info ${i}`, body: 'Kurz' }, as(host))).errors,
      ).toBeUndefined();
    }
    const limited = await t.gql(
      MESSAGE,
      { s, subject: 'Info 5', body: 'Kurz' },
      { ...as(host), 'x-locale': 'en' },
    );
    expect(limited.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    await drainJobs(t);
    expect(t.mail.messages.some((m) => m.subject?.startsWith('Info 5'))).toBe(false);
  });
});
