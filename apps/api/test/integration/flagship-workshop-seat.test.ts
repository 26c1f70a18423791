import { FLAGSHIP_WORKSHOP_SLUG } from '@platform/domain';
import { createWorkshop, type WorkshopFixture } from '../support/academy-fixtures.js';
import { createMember, uniqueEmail } from '../support/factories.js';
import { outboxRows } from '../support/outbox-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { RegistrationsService } from '../../src/modules/workshops/registrations/registrations.service.js';
import { MarketingWorkshopRegistration } from '../../src/modules/workshops/flagship/entities/marketing-workshop-registration.entity.js';

const URL = '/api/marketing-workshop/registrations';

describe('flagship workshop page: a sign-up takes a real Academy seat', () => {
  let t: TestApp;
  let flagship: WorkshopFixture;
  let other: WorkshopFixture;

  const signUp = (
    body: Record<string, unknown>,
    lang = 'de',
    headers: Record<string, string> = {},
  ) =>
    t.http
      .post(URL)
      .set({ 'x-locale': lang, ...headers })
      .send({ name: 'Lea Lernt', goals: 'Eine Vereinswebsite', ...body });
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.db.query<{ n: string }>(sql, params))[0].n);
  const taken = (sessionId: string) =>
    count('SELECT registered_count AS n FROM workshop_sessions WHERE id = $1', [sessionId]);
  const signUps = () => count('SELECT count(*) AS n FROM marketing_workshop_registrations');
  const registrations = () => count('SELECT count(*) AS n FROM workshop_registrations');

  beforeAll(async () => {
    t = await createTestApp();
    // The seeded flagship (if this database has demo content) steps aside for a known one.
    await t.db.query(`UPDATE workshops SET slug = slug || '-seeded' WHERE slug = $1`, [
      FLAGSHIP_WORKSHOP_SLUG,
    ]);
    flagship = await createWorkshop(t, {
      title: 'Websites mit KI-Tools bauen',
      basePriceCents: 0,
      sessionsInDays: [10, 24],
      capacity: 1,
    });
    await t.db.query('UPDATE workshops SET slug = $1 WHERE id = $2', [
      FLAGSHIP_WORKSHOP_SLUG,
      flagship.id,
    ]);
    other = await createWorkshop(t, { title: 'Anderer Workshop' });
  });
  afterAll(() => t.close());

  it('takes a seat in the chosen session, links the sign-up and mails the confirmation with .ics (de)', async () => {
    const email = uniqueEmail('flagship-de');
    const response = await signUp({
      email,
      organisation: 'Sportverein Nord e.V.',
      experience: 'basic',
      message: 'Bis bald',
      sessionId: flagship.sessionIds[0],
    });
    expect(response.status).toBe(201);
    expect(response.body.registration).toMatchObject({
      status: 'confirmed',
      session_id: flagship.sessionIds[0],
    });
    expect(await taken(flagship.sessionIds[0])).toBe(1);
    const [row] = await t.db.query<{
      organisation: string;
      goals: string;
      registration_id: string;
      status: string;
    }>(
      `SELECT m.organisation, m.goals, m.registration_id, r.status
         FROM marketing_workshop_registrations m
         JOIN workshop_registrations r ON r.id = m.registration_id
        WHERE m.email = $1`,
      [email],
    );
    expect(row).toEqual({
      organisation: 'Sportverein Nord e.V.',
      goals: 'Eine Vereinswebsite',
      registration_id: response.body.registration.id,
      status: 'confirmed',
    });
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe('Anmeldung bestätigt: Websites mit KI-Tools bauen');
    const ics = mail.attachments.find((a) => a.filename === 'workshop.ics');
    expect(ics?.mimeType).toBe('text/calendar');
    const icsText =
      typeof ics!.content === 'string' ? ics!.content : new TextDecoder().decode(ics!.content);
    expect(icsText).toContain('SUMMARY:Websites mit KI-Tools bauen');
    expect(mail.text).toContain('/academy/cancel?registration=');
  });

  it('refuses a full session in English unless the waitlist is chosen, then waitlists (en)', async () => {
    const email = uniqueEmail('flagship-en');
    const before = { signUps: await signUps(), registrations: await registrations() };
    const full = await signUp({ email, sessionId: flagship.sessionIds[0] }, 'en');
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({
      code: 'REGISTRATION_FULL',
      message: 'This date is fully booked. You can join the waiting list.',
    });
    expect(await signUps()).toBe(before.signUps);
    expect(await registrations()).toBe(before.registrations);

    const waiting = await signUp(
      { email, sessionId: flagship.sessionIds[0], joinWaitlist: true },
      'en',
    );
    expect(waiting.status).toBe(201);
    expect(waiting.body.registration.status).toBe('waitlisted');
    expect(await taken(flagship.sessionIds[0])).toBe(1);
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe('Waiting list: Websites mit KI-Tools bauen');

    const again = await signUp(
      { email, sessionId: flagship.sessionIds[0], joinWaitlist: true },
      'en',
    );
    expect(again.body.error).toMatchObject({
      code: 'REGISTRATION_DUPLICATE',
      message: 'This email address is already registered for this date.',
    });
  });

  it('changes nothing on bad input: another workshop, unknown session, bad email, missing goals', async () => {
    const before = {
      signUps: await signUps(),
      registrations: await registrations(),
      other: await taken(other.sessionIds[0]),
    };
    const foreign = await signUp({ email: uniqueEmail('x'), sessionId: other.sessionIds[0] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toMatchObject({
      code: 'REGISTRATION_SESSION_NOT_FOUND',
      message: 'Für diesen Workshop gibt es keinen Termin, für den Sie sich anmelden können.',
    });
    const unknown = await signUp({
      email: uniqueEmail('x'),
      sessionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.body.error.code).toBe('REGISTRATION_SESSION_NOT_FOUND');
    const notUuid = await signUp({ email: uniqueEmail('x'), sessionId: "1' OR 1=1 --" }, 'en');
    expect(notUuid.status).toBe(400);
    expect(notUuid.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { sessionId: expect.any(String) },
    });
    const badEmail = await signUp({ email: 'nicht-gueltig', sessionId: flagship.sessionIds[1] });
    expect(badEmail.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: expect.any(String) },
    });
    const noGoals = await signUp({
      email: uniqueEmail('x'),
      goals: '',
      sessionId: flagship.sessionIds[1],
    });
    expect(noGoals.body.error.fields).toMatchObject({ goals: expect.any(String) });
    expect(await signUps()).toBe(before.signUps);
    expect(await registrations()).toBe(before.registrations);
    expect(await taken(other.sessionIds[0])).toBe(before.other);
    expect(await taken(flagship.sessionIds[1])).toBe(0);
  });

  it('registers a signed-in member with the account, not as a guest', async () => {
    const member = await createMember(t, { verified: true, name: 'Mia Mitglied' });
    const response = await signUp(
      { email: member.email, sessionId: flagship.sessionIds[1] },
      'de',
      { authorization: `Bearer ${member.token}` },
    );
    expect(response.status).toBe(201);
    expect(response.body.registration).toMatchObject({
      name: 'Mia Mitglied',
      email: member.email,
    });
    const [row] = await t.db.query<{ user_id: string; status: string }>(
      'SELECT user_id, status FROM workshop_registrations WHERE id = $1',
      [response.body.registration.id],
    );
    expect(row).toEqual({ user_id: member.id, status: 'confirmed' });
    const mail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(member.email) && (m.subject ?? '').startsWith('Anmeldung bestätigt'),
    );
    expect(mail.attachments.some((a) => a.filename === 'workshop.ics')).toBe(true);
  });

  it('takes the seat, the sign-up row and the mails together or not at all', async () => {
    const email = uniqueEmail('flagship-rollback');
    const start = new Date(Date.now() + 38 * 86_400_000);
    const [{ id: sessionId }] = await t.db.query<{ id: string }>(
      `INSERT INTO workshop_sessions (workshop_id, starts_at, ends_at, capacity)
       VALUES ($1, $2, $3, 5) RETURNING id`,
      [flagship.id, start, new Date(start.getTime() + 7_200_000)],
    );
    const attempt = t.app.get(RegistrationsService).registerGuest('Rolf Zurück', email, {
      sessionId,
      alsoInTransaction: async (manager, row) => {
        await manager.getRepository(MarketingWorkshopRegistration).save({
          name: row.name,
          email: row.email,
          goals: 'x',
          locale: 'de',
          registrationId: row.id,
        });
        throw new Error('the sign-up step failed');
      },
    });
    await expect(attempt).rejects.toThrow('the sign-up step failed');
    expect(await taken(sessionId)).toBe(0);
    expect(
      await count('SELECT count(*) AS n FROM workshop_registrations WHERE email = $1', [email]),
    ).toBe(0);
    expect(
      await count('SELECT count(*) AS n FROM marketing_workshop_registrations WHERE email = $1', [
        email,
      ]),
    ).toBe(0);
    expect(await outboxRows(t, email)).toEqual([]);
  });
});
