import { createWorkshop, sessionCount } from '../support/academy-fixtures.js';
import {
  createAdmin,
  createMember,
  linkIn,
  type Member,
  uniqueEmail,
} from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { WaitlistService } from '../../src/modules/workshops/registrations/waitlist.service.js';

const REG =
  'id status isGuest priceCents registrationNotes cancellationReason name email workshop { id title } session { id availableSpots }';
type Reg = {
  id: string;
  status: string;
  isGuest: boolean;
  priceCents: number;
  workshop: { id: string };
  session: { id: string; availableSpots: number };
};

describe('Academy registration, waitlist and cancellation', () => {
  let t: TestApp;
  let member: Member;
  let other: Member;
  let admin: Member;

  const as = (m: Member | null): Record<string, string> =>
    m ? { authorization: `Bearer ${m.token}` } : {};
  const registerMember = (
    m: Member | null,
    sessionId: string,
    extra: Record<string, unknown> = {},
  ) =>
    t.gql<{ registerForWorkshop: Reg }>(
      `mutation($s: ID!, $n: String, $w: Boolean) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, notes: $n, joinWaitlist: $w) { ${REG} } }`,
      { s: sessionId, ...extra },
      as(m),
    );
  const registerGuest = (
    sessionId: string,
    name: string,
    email: string,
    w?: boolean,
    lang = 'de',
  ) =>
    t.gql<{ registerGuest: Reg }>(
      `mutation($s: ID!, $n: String!, $e: String!, $w: Boolean) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: $n, email: $e, joinWaitlist: $w) { ${REG} } }`,
      { s: sessionId, n: name, e: email, w },
      { 'accept-language': lang },
    );
  const cancel = (m: Member | null, id: string, reason?: string) =>
    t.gql<{ cancelRegistration: Reg }>(
      `mutation($i: ID!, $r: String) { cancelRegistration(id: $i, reason: $r) { ${REG} } }`,
      { i: id, r: reason },
      as(m),
    );

  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t, { verified: true, name: 'Mia Mitglied' });
    other = await createMember(t, { verified: true });
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  it('registers a member at the member price and mails the details with a calendar file', async () => {
    const w = await createWorkshop(t, {
      title: 'KI-Werkstatt',
      basePriceCents: 4900,
      format: 'hybrid',
      location: 'Haus am See, Berlin',
    });
    const result = await registerMember(member, w.sessionIds[0], { n: 'Bringe Laptop mit' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.registerForWorkshop).toMatchObject({
      status: 'confirmed',
      isGuest: false,
      priceCents: 2450,
      registrationNotes: 'Bringe Laptop mit',
      workshop: { id: w.id },
      session: { id: w.sessionIds[0], availableSpots: 19 },
    });
    expect(await sessionCount(t, w.sessionIds[0])).toBe(1);
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && (m.subject ?? '').startsWith('Anmeldung'),
    );
    expect(mail.subject).toBe('Anmeldung bestätigt: KI-Werkstatt');
    expect(mail.text).toContain('Haus am See, Berlin');
    // The personal join link, never the host's raw video link.
    expect(mail.text).toMatch(/\/j\/[A-Za-z0-9_-]{22}/);
    expect(mail.text).not.toContain('https://meet.example.com/room');
    expect(mail.text).toContain('24,50');
    const ics = mail.attachments.find((a) => a.filename === 'workshop.ics');
    expect(ics?.mimeType).toBe('text/calendar');
    const icsText =
      typeof ics!.content === 'string' ? ics!.content : new TextDecoder().decode(ics!.content);
    expect(icsText).toContain('SUMMARY:KI-Werkstatt');
    expect(icsText).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    // The member's own listing shows it; a second registration is refused.
    const mine = await t.gql<{ myRegistrations: Reg[] }>(
      `{ myRegistrations { ${REG} } }`,
      {},
      as(member),
    );
    expect(mine.data?.myRegistrations.map((r) => r.workshop.id)).toContain(w.id);
    const again = await registerMember(member, w.sessionIds[0]);
    expect(again.errors?.[0]?.extensions?.code).toBe('REGISTRATION_DUPLICATE');
    const detail = await t.gql<{
      workshop: { myRegistration: { status: string } | null; videoCallLink: string };
    }>(
      'query($s: String!) { workshop(slugOrId: $s) { videoCallLink myRegistration { status } } }',
      { s: w.slug },
      as(member),
    );
    // The raw video link stays the host's; the registrant has a personal join link.
    expect(detail.data?.workshop).toEqual({
      videoCallLink: null,
      myRegistration: { status: 'confirmed' },
    });
  });

  it('requires a signed-in member with a verified email address', async () => {
    const w = await createWorkshop(t);
    expect((await registerMember(null, w.sessionIds[0])).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const unverified = await createMember(t);
    expect((await registerMember(unverified, w.sessionIds[0])).errors?.[0]?.extensions?.code).toBe(
      'EMAIL_NOT_VERIFIED',
    );
    expect(await sessionCount(t, w.sessionIds[0])).toBe(0);
  });

  it('registers members through REST for the next session, with notes', async () => {
    const w = await createWorkshop(t, { sessionsInDays: [-2, 4, 11] });
    const response = await t.http
      .post(`/api/workshops/${w.slug}/register`)
      .set(as(other))
      .send({
        accept_terms: true,
        billing_address: { street: 'Am Markt 3', postcode: '01067', city: 'Dresden' },
        registration_notes: 'Vegetarisch',
      });
    expect(response.status).toBe(201);
    expect(response.body.registration).toMatchObject({
      status: 'confirmed',
      registration_notes: 'Vegetarisch',
      session_id: w.sessionIds[1],
      price_cents: 2450,
    });
    const mine = await t.http.get('/api/workshops/me/registrations').set(as(other));
    expect(mine.body.registrations[0]).toMatchObject({
      workshop: { id: w.id },
      session: { id: w.sessionIds[1] },
    });
    expect((await t.http.get('/api/workshops/me/registrations')).status).toBe(401);
    expect((await t.http.post(`/api/workshops/${w.id}/register`).send({})).status).toBe(401);
    const unknown = await t.http.post('/api/workshops/nichts-da/register').set(as(other)).send({});
    expect(unknown.status).toBe(404);
  });

  it('registers guests only where the workshop is public and allows guests', async () => {
    const open = await createWorkshop(t, { title: 'Offen für Gäste', basePriceCents: 1000 });
    const email = uniqueEmail('gast');
    const guest = await t.http
      .post(`/api/workshops/${open.id}/register-guest`)
      .set('accept-language', 'en')
      .send({
        accept_terms: true,
        billing_address: { street: 'Am Markt 3', postcode: '01067', city: 'Dresden' },
        guest_name: 'Gina Gast',
        guest_email: email.toUpperCase(),
      });
    expect(guest.status).toBe(201);
    expect(guest.body.registration).toMatchObject({
      status: 'confirmed',
      is_guest: true,
      price_cents: 1000,
      email,
    });
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe('Registration confirmed: Offen für Gäste');
    expect(mail.attachments.some((a) => a.filename === 'workshop.ics')).toBe(true);
    expect(linkIn(mail.text, '/academy/cancel?registration=')).toContain('&token=');

    const missing = await t.http
      .post(`/api/workshops/${open.id}/register-guest`)
      .set('accept-language', 'en')
      .send({ guest_name: 'Ohne Mail' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.guest_email).toBe('Please enter a valid email address.');
    const blankGql = await registerGuest(open.sessionIds[0], 'Leer', '  ');
    expect(blankGql.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');

    const membersOnly = await createWorkshop(t, { visibility: 'members_only' });
    const refused = await t.http
      .post(`/api/workshops/${membersOnly.id}/register-guest`)
      .send({ guest_name: 'Gina', guest_email: uniqueEmail('gast') });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/nur für Mitglieder/);
    const noGuests = await createWorkshop(t, { guests: false });
    const gql = await registerGuest(noGuests.sessionIds[0], 'Gina', uniqueEmail('gast'));
    expect(gql.errors?.[0]?.extensions?.code).toBe('REGISTRATION_MEMBERS_ONLY');
    expect(await sessionCount(t, noGuests.sessionIds[0])).toBe(0);
    const unknown = await registerGuest(
      '00000000-0000-0000-0000-000000000000',
      'Gina',
      uniqueEmail(),
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('REGISTRATION_SESSION_NOT_FOUND');
  });

  it('refuses a second registration with the same email (any case) for a session', async () => {
    const w = await createWorkshop(t);
    const email = uniqueEmail('doppelt');
    expect((await registerGuest(w.sessionIds[0], 'Eins', email)).data?.registerGuest.status).toBe(
      'confirmed',
    );
    const second = await registerGuest(w.sessionIds[0], 'Zwei', email.toUpperCase(), false, 'en');
    expect(second.errors?.[0]).toMatchObject({
      message: 'This email address is already registered for this date.',
      extensions: { code: 'REGISTRATION_DUPLICATE' },
    });
    expect(await sessionCount(t, w.sessionIds[0])).toBe(1);
  });

  it('refuses closed dates: a past session, a cancelled workshop', async () => {
    const past = await createWorkshop(t, { sessionsInDays: [-1] });
    expect(
      (await registerGuest(past.sessionIds[0], 'Zu spät', uniqueEmail())).errors?.[0]?.extensions
        ?.code,
    ).toBe('REGISTRATION_CLOSED');
    const cancelled = await createWorkshop(t, { status: 'cancelled' });
    expect(
      (await registerMember(member, cancelled.sessionIds[0])).errors?.[0]?.extensions?.code,
    ).toBe('REGISTRATION_CLOSED');
  });

  it('when full: refuses, or waitlists on request; a cancellation gives the seat to the first member waiting', async () => {
    const w = await createWorkshop(t, { title: 'Kleine Runde', capacity: 1 });
    const session = w.sessionIds[0];
    const first = await registerGuest(session, 'Erste', uniqueEmail('erste'));
    expect(first.data?.registerGuest.status).toBe('confirmed');
    const full = await registerGuest(session, 'Zweite', uniqueEmail('zweite'));
    expect(full.errors?.[0]?.extensions?.code).toBe('REGISTRATION_FULL');
    const guestWaiting = await registerGuest(session, 'Gast wartet', uniqueEmail('wartet'), true);
    expect(guestWaiting.data?.registerGuest.status).toBe('waitlisted');
    const memberWaiting = await registerMember(other, session, { w: true });
    expect(memberWaiting.data?.registerForWorkshop.status).toBe('waitlisted');
    const waitMail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(other.email) && m.subject === 'Warteliste: Kleine Runde',
    );
    expect(waitMail.attachments).toHaveLength(0);
    expect(await sessionCount(t, session)).toBe(1);

    // The guest's cancel link: GET shows, POST cancels.
    const firstMail = await t.mail.waitFor(
      (m) => m.subject === 'Anmeldung bestätigt: Kleine Runde',
    );
    const url = new URL(linkIn(firstMail.text, '/academy/cancel?registration='));
    const id = url.searchParams.get('registration')!;
    const token = url.searchParams.get('token')!;
    const view = await t.http.get(`/api/workshops/registrations/${id}/guest-cancel?token=${token}`);
    expect(view.body.registration).toMatchObject({ status: 'confirmed', workshop: { id: w.id } });
    const wrong = await t.http
      .post(`/api/workshops/registrations/${id}/guest-cancel`)
      .send({ token: 'x'.repeat(43) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('INVALID_LINK');
    const done = await t.http
      .post(`/api/workshops/registrations/${id}/guest-cancel`)
      .send({ token, cancellation_reason: 'Krank' });
    expect(done.status).toBe(200);
    expect(done.body.registration).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Krank',
    });
    // Members before guests: the member who queued later gets the seat, by e-mail.
    const promoted = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(other.email) &&
        (m.subject ?? '').startsWith('Ein Platz ist frei geworden'),
    );
    expect(promoted.attachments.some((a) => a.filename === 'workshop.ics')).toBe(true);
    const mine = await t.gql<{ myRegistrations: Reg[] }>(
      `{ myRegistrations { ${REG} } }`,
      {},
      as(other),
    );
    expect(mine.data?.myRegistrations.find((r) => r.workshop.id === w.id)?.status).toBe(
      'confirmed',
    );
    expect(await sessionCount(t, session)).toBe(1);
    const twice = await t.http
      .post(`/api/workshops/registrations/${id}/guest-cancel`)
      .send({ token });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('REGISTRATION_ALREADY_CANCELLED');
  });

  it('hands seats that grew (a raised capacity) to the waitlist, members first, by email', async () => {
    const w = await createWorkshop(t, { title: 'Wächst', capacity: 1 });
    const session = w.sessionIds[0];
    await registerGuest(session, 'Platz', uniqueEmail('platz'));
    const guest = uniqueEmail('wartegast');
    await registerGuest(session, 'Wartegast', guest, true);
    const waitingMember = await createMember(t, { verified: true });
    await registerMember(waitingMember, session, { w: true });
    const service = t.app.get(WaitlistService);
    expect(await service.fillFreeSeats()).toBe(0);
    await t.db.query('UPDATE workshop_sessions SET capacity = 2 WHERE id = $1', [session]);
    expect(await service.fillFreeSeats()).toBe(1);
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(waitingMember.email) &&
        (m.subject ?? '').startsWith('Ein Platz ist frei geworden'),
    );
    expect(await sessionCount(t, session)).toBe(2);
    await t.db.query('UPDATE workshop_sessions SET capacity = 5 WHERE id = $1', [session]);
    expect(await service.fillFreeSeats()).toBe(1);
    expect(await service.fillFreeSeats()).toBe(0);
    expect(await sessionCount(t, session)).toBe(3);
    const statuses = await t.db.query<{ status: string }>(
      'SELECT status FROM workshop_registrations WHERE session_id = $1',
      [session],
    );
    expect(statuses.map((r) => r.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    await t.mail.waitFor(
      (m) => m.envelopeTo.includes(guest) && (m.subject ?? '').startsWith('Ein Platz'),
    );
  });

  it('lets only the registrant or an admin cancel; cancelling frees the seat; twice is refused', async () => {
    const w = await createWorkshop(t, { capacity: 3 });
    const own = (await registerMember(member, w.sessionIds[0])).data!.registerForWorkshop;
    expect(await sessionCount(t, w.sessionIds[0])).toBe(1);
    expect((await cancel(null, own.id)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await cancel(other, own.id)).errors?.[0]?.extensions?.code).toBe(
      'REGISTRATION_NOT_FOUND',
    );
    const byRestOther = await t.http
      .put(`/api/workshops/registrations/${own.id}`)
      .set(as(other))
      .send({ status: 'cancelled' });
    expect(byRestOther.status).toBe(404);
    expect(await sessionCount(t, w.sessionIds[0])).toBe(1);
    const result = await cancel(member, own.id, 'Termin passt nicht');
    expect(result.data?.cancelRegistration).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Termin passt nicht',
    });
    expect(await sessionCount(t, w.sessionIds[0])).toBe(0);
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(member.email) && (m.subject ?? '').startsWith('Anmeldung storniert'),
    );
    const twice = await cancel(member, own.id);
    expect(twice.errors?.[0]?.extensions?.code).toBe('REGISTRATION_ALREADY_CANCELLED');
    expect(await sessionCount(t, w.sessionIds[0])).toBe(0);

    // After cancelling, the same member may register again; an admin may cancel it by REST.
    const again = (await registerMember(member, w.sessionIds[0])).data!.registerForWorkshop;
    expect(again.status).toBe('confirmed');
    const badStatus = await t.http
      .put(`/api/workshops/registrations/${again.id}`)
      .set(as(member))
      .send({ status: 'confirmed' });
    expect(badStatus.status).toBe(400);
    const notes = await t.http
      .put(`/api/workshops/registrations/${again.id}`)
      .set(as(member))
      .send({ registration_notes: 'Neu' });
    expect(notes.body.registration).toMatchObject({
      registration_notes: 'Neu',
      status: 'confirmed',
    });
    const byAdmin = await t.http
      .put(`/api/workshops/registrations/${again.id}`)
      .set(as(admin))
      .send({ status: 'cancelled', cancellation_reason: 'Raum fällt aus' });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.registration.status).toBe('cancelled');
    const restTwice = await t.http
      .put(`/api/workshops/registrations/${again.id}`)
      .set(as(member))
      .send({ status: 'cancelled' });
    expect(restTwice.status).toBe(409);
    expect(await sessionCount(t, w.sessionIds[0])).toBe(0);
    const unknown = await cancel(admin, '00000000-0000-0000-0000-000000000000');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('REGISTRATION_NOT_FOUND');
  });

  it('gives benefits to signed-in members and lets only admins edit promo codes', async () => {
    const save = (who: Member | null, input: Record<string, unknown>) =>
      t.gql<{ savePromoCode: { code: string; active: boolean } }>(
        'mutation($i: PromoCodeInput!) { savePromoCode(input: $i) { code active } }',
        { i: input },
        as(who),
      );
    const input = {
      code: 'tool-15',
      tool: 'Editor',
      descriptionDe: '15 % Rabatt',
      descriptionEn: '15% off',
      active: true,
    };
    expect((await save(member, input)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await save(null, input)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await save(admin, input)).data?.savePromoCode).toEqual({
      code: 'TOOL-15',
      active: true,
    });
    expect((await save(admin, { ...input, code: '!' })).errors?.[0]?.extensions?.code).toBe(
      'VALIDATION_FAILED',
    );
    const benefits = await t.http
      .get('/api/academy/benefits')
      .set(as(member))
      .set('accept-language', 'en');
    expect(benefits.body).toMatchObject({
      memberDiscountPercent: 50,
      priorityRegistration: true,
      trialDays: 60,
      monthlyPriceCents: 2000,
      promoCodes: [{ code: 'TOOL-15', tool: 'Editor', description: '15% off' }],
    });
    expect((await t.http.get('/api/academy/benefits')).status).toBe(401);
    await save(admin, { ...input, active: false });
    const gql = await t.gql<{ academyBenefits: { promoCodes: unknown[] } }>(
      '{ academyBenefits { promoCodes { code } } }',
      {},
      as(member),
    );
    expect(gql.data?.academyBenefits.promoCodes).toEqual([]);
    expect(
      (await t.gql('{ adminPromoCodes { code } }', {}, as(member))).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await t.gql<{ adminPromoCodes: unknown[] }>(
          '{ adminPromoCodes { code active } }',
          {},
          as(admin),
        )
      ).data?.adminPromoCodes,
    ).toEqual([{ code: 'TOOL-15', active: false }]);
  });

  it('tells active registrants when their workshop is deleted', async () => {
    const w = await createWorkshop(t, { title: 'Wird gelöscht' });
    const email = uniqueEmail('geloescht');
    await registerGuest(w.sessionIds[0], 'Lea', email, false, 'en');
    const gone = await registerGuest(w.sessionIds[0], 'Storno', uniqueEmail('storno'));
    await cancel(admin, gone.data!.registerGuest.id);
    // Deleted through the workshops module (an admin may delete any workshop): the Academy's
    // listener reads the registrants inside that transaction and mails them after the commit.
    const deleted = await t.gql<{ deleteWorkshop: boolean }>(
      'mutation($id: ID!) { deleteWorkshop(id: $id) }',
      { id: w.id },
      as(admin),
    );
    expect(deleted.errors).toBeUndefined();
    expect(await t.db.query('SELECT 1 FROM workshops WHERE id = $1', [w.id])).toHaveLength(0);
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(email) && (m.subject ?? '').startsWith('Workshop cancelled'),
    );
    expect(mail.subject).toBe('Workshop cancelled: Wird gelöscht');
  });
});
