import { createWorkshop } from '../support/academy-fixtures.js';
import { createMember, linkIn, type Member, uniqueEmail } from '../support/factories.js';
import type { CaughtMail } from '../support/mail-catcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { authAs as as, createWorkshopAuthor } from '../support/workshop-fixtures.js';

/** The designed mail: HTML and text part, the logo as an inline PNG the HTML shows. */
function expectDesigned(mail: CaughtMail): void {
  expect(mail.text?.trim()).toBeTruthy();
  expect(mail.html).toContain('<table role="presentation"');
  const logo = mail.inline.find((a) => a.mimeType === 'image/png');
  expect(logo).toBeDefined();
  expect(mail.html).toContain(`cid:${logo!.contentId!.replace(/[<>]/g, '')}`);
  // The company's details in both parts' footer.
  expect(mail.text).toContain('Open Innovation Values GmbH');
  expect(mail.html).toContain('Open Innovation Values GmbH');
}

describe('workshop mails: designed, replies to the host, the host told of cancellations, the move-up cancel link, the deletion confirmation', () => {
  let t: TestApp;
  let host: Member;
  let member: Member;
  let workshop: Awaited<ReturnType<typeof createWorkshop>>;
  const guestEmail = uniqueEmail('nachruecker');
  const mailsTo = (address: string, subject: RegExp) =>
    t.mail.to(address).filter((m) => subject.test(m.subject ?? ''));

  beforeAll(async () => {
    t = await createTestApp();
    host = await createWorkshopAuthor(t);
    member = await createMember(t, { verified: true, name: 'Mia Mitglied' });
    workshop = await createWorkshop(t, {
      title: 'Post-Werkstatt',
      creatorId: host.id,
      capacity: 1,
      basePriceCents: 0,
    });
    const reg = await t.gql(
      'mutation($s: ID!) { registerForWorkshop(sessionId: $s) { id } }',
      { s: workshop.sessionIds[0] },
      as(member),
    );
    expect(reg.errors).toBeUndefined();
    const guest = await t.gql<{ registerGuest: { status: string } }>(
      'mutation($s: ID!, $e: String!) { registerGuest(sessionId: $s, name: "Nora Nachrück", email: $e, joinWaitlist: true) { status } }',
      { s: workshop.sessionIds[0], e: guestEmail },
    );
    expect(guest.data?.registerGuest.status).toBe('waitlisted');
    // The guest has confirmed the address: the move-up mail carries no confirmation link.
    await t.db.query(
      'UPDATE workshop_registrations SET email_confirmed_at = now() WHERE email = $1',
      [guestEmail],
    );
  });
  afterAll(() => t.close());

  it('a registration mail is designed, with the facts block, and replies go to the host', async () => {
    const mail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(member.email) && m.subject === 'Anmeldung bestätigt: Post-Werkstatt',
    );
    expectDesigned(mail);
    expect(mail.replyTo?.[0]?.address).toBe(host.email);
    expect(mail.text).toContain('Workshop: Post-Werkstatt');
    expect(mail.text).toContain('Preis: kostenlos');
    // A button for the action, and every address in the text a link.
    expect(mail.html).toMatch(
      /<a href="http[^"]*\/academy\/post-werkstatt[^"]*"[^>]*>Zum Workshop<\/a>/,
    );
    expect(mail.html).toMatch(/<a href="http[^"]*\/member-area\?tab=workshops"/);
  });

  it('the host’s new-registration mail says "Warteliste" for a waitlist entry', async () => {
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(host.email) && /Nora Nachrück/.test(m.text ?? ''),
    );
    expect(mail.subject).toBe('Neue Anmeldung auf der Warteliste: Post-Werkstatt');
    expect(mail.text).toContain('auf die Warteliste gesetzt');
    expect(mail.text).toContain('Platz: Warteliste');
    expectDesigned(mail);
  });

  it('a cancellation tells the host; the guest who moves up gets a cancel link that works; "Weitere Workshops" leads to the Academy', async () => {
    const [{ id }] = await t.db.query<{ id: string }>(
      'SELECT id FROM workshop_registrations WHERE email = $1',
      [member.email],
    );
    const cancelled = await t.gql(
      'mutation($i: ID!) { cancelRegistration(id: $i) { status } }',
      { i: id },
      as(member),
    );
    expect(cancelled.errors).toBeUndefined();

    const notice = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(host.email) && m.subject === 'Abmeldung: Post-Werkstatt',
    );
    expect(notice.text).toContain('Mia Mitglied (Mitglied) hat die Anmeldung');
    expect(notice.text).toContain(`/member-area/workshops/${workshop.id}/registrants`);
    expect(notice.text).not.toContain(member.email);

    const storno = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /Anmeldung storniert/.test(m.subject ?? ''),
    );
    expect(storno.text).toMatch(/Weitere Workshops: https?:\/\/\S+\/academy\n/);

    const movedUp = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(guestEmail) && /Ein Platz ist frei geworden/.test(m.subject ?? ''),
    );
    expectDesigned(movedUp);
    expect(movedUp.replyTo?.[0]?.address).toBe(host.email);
    expect(movedUp.text).not.toContain('confirm=1');
    expect(movedUp.text).toContain('Hier stornieren Sie ohne Konto:');
    const url = new URL(linkIn(movedUp.text, '/academy/cancel?registration='));
    const registration = url.searchParams.get('registration')!;
    const token = url.searchParams.get('token')!;
    expect(movedUp.html).toContain(`token=${token}`);
    const view = await t.http.get(
      `/api/workshops/registrations/${registration}/guest-cancel?token=${token}`,
    );
    expect(view.status).toBe(200);
    expect(view.body.registration).toMatchObject({ status: 'confirmed' });
    const done = await t.http
      .post(`/api/workshops/registrations/${registration}/guest-cancel`)
      .send({ token });
    expect(done.status).toBe(200);
    expect(done.body.registration).toMatchObject({ status: 'cancelled' });
    // The host hears of this one too, once.
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(host.email) &&
        m.subject === 'Abmeldung: Post-Werkstatt' &&
        /Nora Nachrück \(Gast\)/.test(m.text ?? ''),
    );
    expect(mailsTo(host.email, /^Abmeldung: Post-Werkstatt$/)).toHaveLength(2);
  });

  it('deleting an account sends a confirmation mail to its address', async () => {
    const leaving = await createMember(t, {
      verified: true,
      name: 'Lea Leaving',
      email: uniqueEmail('leaving'),
    });
    await t.db.query(`UPDATE users SET locale = 'en' WHERE id = $1`, [leaving.id]);
    const done = await t.gql(
      'mutation($p: String) { deleteMyAccount(password: $p) }',
      { p: leaving.password },
      as(leaving),
    );
    expect(done.data).toEqual({ deleteMyAccount: true });
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(leaving.email) && m.subject === 'Your account has been deleted',
    );
    expect(mail.text).toContain('Hello Lea Leaving,');
    expect(mail.text).toContain('we have deleted your Open Innovation Values account');
    expectDesigned(mail);
  });

  it('every mail sent in this file has an HTML and a text part in the designed layout', () => {
    expect(t.mail.messages.length).toBeGreaterThan(5);
    for (const mail of t.mail.messages) expectDesigned(mail);
  });
});
