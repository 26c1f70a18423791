import {
  createAdmin,
  createMember,
  linkIn,
  type Member,
  uniqueEmail,
} from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { drainJobs, runJob } from '../support/outbox-helpers.js';

const FOLLOW_FIELDS =
  'id company contactName description skills hoursPerWeek startDate durationWeeks workMode place budgetMinEuros budgetMaxEuros status closeReason locale history { fromStatus toStatus at }';
const ADMIN_FIELDS =
  'id company contactName email phone status closeReason nextStatuses history { fromStatus toStatus actorName note at }';

interface FollowData {
  id: string;
  company: string;
  status: string;
  skills: string[];
  locale: string;
  closeReason: string | null;
  history: Array<{ fromStatus: string | null; toStatus: string }>;
}
interface AdminData {
  id: string;
  company: string;
  email: string;
  status: string;
  nextStatuses: string[];
  history: Array<{
    fromStatus: string | null;
    toStatus: string;
    actorName: string | null;
    note: string | null;
  }>;
}

/** A start date `days` from today (Berlin calendar, close enough for tests far from midnight). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const requestBody = (override: Record<string, unknown> = {}) => ({
  company: 'Muster Maschinenbau GmbH',
  contactName: 'Carla Kunde',
  email: uniqueEmail('firma'),
  phone: '+49 30 1234567',
  description: 'Wir möchten unsere Wartung mit KI vorhersagen.',
  skills: ['Python', 'Machine Learning', 'python'],
  hoursPerWeek: 10,
  startDate: inDays(30),
  durationWeeks: 12,
  workMode: 'BOTH',
  place: 'Berlin',
  budgetMinEuros: 10000,
  budgetMaxEuros: 20000,
  privacyAccepted: true,
  ...override,
});

describe('project requests: from the public form to the admins’ pipeline', () => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  beforeAll(async () => {
    t = await createTestApp({ CONTACT_INBOX: 'team@example.com' });
    admin = await createAdmin(t);
    member = await createMember(t, { verified: true });
  });
  afterAll(() => t.close());

  const as = (who: Member | null, locale = 'de'): Record<string, string> => ({
    'x-locale': locale,
    ...(who ? { authorization: `Bearer ${who.token}` } : {}),
  });
  const count = async (table: string) =>
    Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0].n);
  const codeOf = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
    result.errors?.[0]?.extensions?.code;

  const follow = (token: string, who: Member | null = null) =>
    t.gql<{ projectRequestByToken: FollowData }>(
      `query($t: String!) { projectRequestByToken(token: $t) { ${FOLLOW_FIELDS} } }`,
      { t: token },
      as(who),
    );
  const pipeline = (who: Member | null) =>
    t.gql<{ projectRequests: AdminData[] }>(`{ projectRequests { ${ADMIN_FIELDS} } }`, {}, as(who));
  const move = (who: Member | null, id: string, status: string, note?: string) =>
    t.gql<{ moveProjectRequest: AdminData }>(
      `mutation($i: MoveProjectRequestInput!) { moveProjectRequest(input: $i) { ${ADMIN_FIELDS} } }`,
      { i: { id, status, ...(note ? { note } : {}) } },
      as(who),
    );
  const newCount = async () => {
    const r = await t.gql<{ adminCounters: { newProjectRequests: number } }>(
      '{ adminCounters { newProjectRequests } }',
      {},
      as(admin),
    );
    return r.data!.adminCounters.newProjectRequests;
  };

  /** Sends a request (REST) and returns its follow token from the confirmation mail. */
  const submit = async (override: Record<string, unknown> = {}, locale = 'de') => {
    const body = requestBody(override);
    const response = await t.http.post('/api/projects/requests').set('x-locale', locale).send(body);
    expect(response.status).toBe(200);
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(body.email));
    const link = linkIn(mail.text, '/projekt-anfragen/verfolgen');
    const token = new URL(link).searchParams.get('token')!;
    const [row] = await t.db.query<{ id: string }>(
      'SELECT id FROM project_requests WHERE email = $1',
      [body.email],
    );
    return { body, mail, link, token, id: row.id };
  };

  it('stores a request, mails the company its follow link and the team, and the admin moves it to matching', async () => {
    const before = await newCount();
    const { body, mail, token, id } = await submit();
    expect(mail.subject).toBe('Ihre Projektanfrage ist bei uns angekommen');
    expect(mail.text).toContain('Python, Machine Learning');
    const inbox = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes('team@example.com') &&
        m.subject === 'Neue Projektanfrage: Muster Maschinenbau GmbH',
    );
    expect(inbox.replyTo?.[0]?.address).toBe(body.email);
    expect(inbox.text).toContain('section=projects');

    // Only the hash of the link's secret is stored.
    const [stored] = await t.db.query<{ token_hash: string; skills: string[] }>(
      'SELECT token_hash, skills FROM project_requests WHERE id = $1',
      [id],
    );
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.skills).toEqual(['Python', 'Machine Learning']);

    const followed = await follow(token);
    expect(followed.errors).toBeUndefined();
    expect(followed.data!.projectRequestByToken).toMatchObject({
      id,
      company: 'Muster Maschinenbau GmbH',
      status: 'NEW',
      locale: 'de',
      history: [{ fromStatus: null, toStatus: 'NEW' }],
    });

    expect(await newCount()).toBe(before + 1);
    const list = await pipeline(admin);
    expect(list.data!.projectRequests.find((r) => r.id === id)).toMatchObject({
      email: body.email,
      status: 'NEW',
      nextStatuses: ['MATCHING', 'CLOSED'],
    });

    const moved = await move(admin, id, 'MATCHING', 'Zwei Kandidatinnen im Blick');
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.moveProjectRequest.status).toBe('MATCHING');
    expect(moved.data!.moveProjectRequest.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'NEW', actorName: null }),
      expect.objectContaining({
        fromStatus: 'NEW',
        toStatus: 'MATCHING',
        actorName: expect.any(String),
        note: 'Zwei Kandidatinnen im Blick',
      }),
    ]);
    expect(await newCount()).toBe(before);

    // The company's page shows the new status; the admin's note stays internal.
    const after = await follow(token);
    expect(after.data!.projectRequestByToken.status).toBe('MATCHING');
    expect(after.data!.projectRequestByToken.history.map((h) => h.toStatus)).toEqual([
      'NEW',
      'MATCHING',
    ]);
    expect(JSON.stringify(after.data)).not.toContain('Kandidatinnen');
  });

  it('answers an English company in English through GraphQL, with an English link', async () => {
    const email = uniqueEmail('en-firma');
    const result = await t.gql(
      'mutation($i: ProjectRequestInput!) { requestProject(input: $i) }',
      { i: requestBody({ email, workMode: 'REMOTE', place: null }) },
      { 'x-locale': 'en' },
    );
    expect(result.data).toEqual({ requestProject: true });
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe('We received your project request');
    const link = linkIn(mail.text, '/projekt-anfragen/verfolgen');
    expect(new URL(link).searchParams.get('lang')).toBe('en');
    const followed = await follow(new URL(link).searchParams.get('token')!);
    expect(followed.data!.projectRequestByToken.locale).toBe('en');
  });

  it('refuses steps the transition table does not allow, and closing without a reason', async () => {
    const { id } = await submit();
    expect(codeOf(await move(admin, id, 'RUNNING'))).toBe('PROJECT_TRANSITION_REFUSED');
    expect(codeOf(await move(admin, id, 'COMPLETED'))).toBe('PROJECT_TRANSITION_REFUSED');
    expect(codeOf(await move(admin, id, 'NEW'))).toBe('PROJECT_TRANSITION_REFUSED');
    const noReason = await move(admin, id, 'CLOSED');
    expect(codeOf(noReason)).toBe('PROJECT_CLOSE_REASON_REQUIRED');
    expect(noReason.errors?.[0]?.message).toBe(
      'Bitte nennen Sie einen Grund für das Schließen (höchstens 1.000 Zeichen).',
    );
    const closed = await move(admin, id, 'CLOSED', 'Kein Budget');
    expect(closed.data!.moveProjectRequest.status).toBe('CLOSED');
    expect(codeOf(await move(admin, id, 'MATCHING'))).toBe('PROJECT_TRANSITION_REFUSED');
    const events = await t.db.query(
      'SELECT to_status FROM project_request_events WHERE request_id = $1',
      [id],
    );
    expect(events).toHaveLength(2);
  });

  it('lets only admins see and move the pipeline; a visitor or a member is refused', async () => {
    const { id } = await submit();
    expect(codeOf(await pipeline(null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await pipeline(member))).toBe('FORBIDDEN');
    expect(codeOf(await move(null, id, 'MATCHING'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await move(member, id, 'MATCHING'))).toBe('FORBIDDEN');
    const [row] = await t.db.query<{ status: string }>(
      'SELECT status FROM project_requests WHERE id = $1',
      [id],
    );
    expect(row.status).toBe('NEW');
  });

  it('shows through a link only its own request; another or a made-up token finds nothing', async () => {
    const first = await submit({ company: 'Erste Firma AG' });
    const second = await submit({ company: 'Zweite Firma AG' });
    const a = await follow(first.token);
    const b = await follow(second.token, member);
    expect(a.data!.projectRequestByToken).toMatchObject({
      id: first.id,
      company: 'Erste Firma AG',
    });
    expect(b.data!.projectRequestByToken).toMatchObject({
      id: second.id,
      company: 'Zweite Firma AG',
    });
    for (const token of [
      `${first.token.slice(0, -1)}${first.token.endsWith('A') ? 'B' : 'A'}`,
      'x'.repeat(43),
      '',
      first.id,
    ]) {
      const miss = await follow(token);
      expect(codeOf(miss)).toBe('PROJECT_REQUEST_NOT_FOUND');
      expect(miss.data).toBeNull();
    }
  });

  it.each([
    ['a missing company', { company: ' ' }, 'company', 'PROJECT_COMPANY_REQUIRED'],
    ['a malformed email', { email: 'nope' }, 'email', 'PROJECT_EMAIL_INVALID'],
    [
      'a header injection in the name',
      { contactName: 'Eve\r\nBcc: x@example.com' },
      'contactName',
      'PROJECT_TEXT_INVALID',
    ],
    [
      'a description over 5,000 characters',
      { description: 'x'.repeat(5001) },
      'description',
      'PROJECT_DESCRIPTION_TOO_LONG',
    ],
    ['no skills', { skills: [] }, 'skills', 'PROJECT_SKILLS_REQUIRED'],
    ['too many hours', { hoursPerWeek: 61 }, 'hoursPerWeek', 'PROJECT_HOURS_INVALID'],
    ['a start in the past', { startDate: inDays(-3) }, 'startDate', 'PROJECT_START_INVALID'],
    ['no real day', { startDate: '2027-02-30' }, 'startDate', 'PROJECT_START_INVALID'],
    [
      'on site without a place',
      { workMode: 'ON_SITE', place: '' },
      'place',
      'PROJECT_PLACE_REQUIRED',
    ],
    ['an unknown work mode', { workMode: 'MARS' }, 'workMode', 'PROJECT_WORK_MODE_INVALID'],
    [
      'a budget maximum below the minimum',
      { budgetMinEuros: 5000, budgetMaxEuros: 100 },
      'budgetMaxEuros',
      'PROJECT_BUDGET_INVALID',
    ],
    [
      'no privacy consent',
      { privacyAccepted: false },
      'privacyAccepted',
      'PROJECT_PRIVACY_REQUIRED',
    ],
  ])(
    'refuses %s with a clear message and writes and mails nothing',
    async (_case, override, field, code) => {
      await drainJobs(t);
      const before = await count('project_requests');
      const mails = t.mail.messages.length;
      const response = await t.http
        .post('/api/projects/requests')
        .set('x-locale', 'en')
        .send(requestBody(override));
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe(code);
      expect(response.body.error.fields[field]).toEqual(expect.any(String));
      expect(response.body.error.fields[field]).not.toBe(code);
      expect(await count('project_requests')).toBe(before);
      await drainJobs(t);
      expect(t.mail.messages.length).toBe(mails);
    },
  );

  it('refuses wrongly typed fields as a 400, never a 5xx', async () => {
    for (const override of [
      { hoursPerWeek: '10' },
      { skills: 'Python' },
      { privacyAccepted: 'yes' },
      { startDate: 20270101 },
    ]) {
      const response = await t.http.post('/api/projects/requests').send(requestBody(override));
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers a bot that fills the honeypot like anyone else, and keeps and sends nothing', async () => {
    await drainJobs(t);
    const before = await count('project_requests');
    const mails = t.mail.messages.length;
    const response = await t.http
      .post('/api/projects/requests')
      .send({ ...requestBody(), website: 'https://spam.example' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    await drainJobs(t);
    expect(await count('project_requests')).toBe(before);
    expect(t.mail.messages.length).toBe(mails);
  });

  it('suggests the skills approved profiles have, and none of a profile not approved', async () => {
    const approved = await createMember(t);
    const pending = await createMember(t);
    await t.db.query(
      `INSERT INTO profiles (user_id, display_name, skills, approval_status, approved_face, approved_at)
       VALUES ($1, 'A', '{Rust}', 'approved', $2, now()), ($3, 'B', '{Geheimwissen}', 'pending', NULL, NULL)`,
      [
        approved.id,
        JSON.stringify({
          displayName: 'A',
          headline: null,
          bio: null,
          skills: ['Rust', 'Kotlin'],
          links: {},
          photoMediaId: null,
        }),
        pending.id,
      ],
    );
    const result = await t.gql<{ projectSkillSuggestions: string[] }>(
      '{ projectSkillSuggestions }',
    );
    expect(result.data!.projectSkillSuggestions).toEqual(
      expect.arrayContaining(['Rust', 'Kotlin']),
    );
    expect(result.data!.projectSkillSuggestions).not.toContain('Geheimwissen');
  });

  it('puts a request into the data download of the account that confirmed its address, not of one that did not', async () => {
    const { body } = await submit({ company: 'Download AG' });
    const download = async (who: Member) => {
      const result = await t.gql<{ exportMyData: string }>(
        'mutation { exportMyData }',
        {},
        as(who),
      );
      expect(result.errors).toBeUndefined();
      return JSON.parse(result.data!.exportMyData) as Record<string, unknown[]>;
    };
    const unconfirmed = await createMember(t, { email: body.email });
    expect((await download(unconfirmed)).project_requests).toEqual([]);
    await t.db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [unconfirmed.id]);
    expect((await download(unconfirmed)).project_requests).toEqual([
      expect.objectContaining({ company: 'Download AG', email: body.email, status: 'NEW' }),
    ]);
  });

  it('erases the contact data of requests closed long ago without a project, and keeps the rest', async () => {
    const old = await submit({ company: 'Alt GmbH' });
    const project = await submit({ company: 'Projekt GmbH' });
    const recent = await submit({ company: 'Neu GmbH' });
    await move(admin, old.id, 'CLOSED', 'Kein Bedarf mehr');
    await move(admin, project.id, 'MATCHING');
    // "Proposed" needs a proposal sent (the team's steps are in projects-team.test.ts).
    await t.db.query('INSERT INTO project_proposals (request_id) VALUES ($1)', [project.id]);
    for (const status of ['PROPOSED', 'ACCEPTED', 'CLOSED'])
      await move(admin, project.id, status, status === 'CLOSED' ? 'Pausiert' : undefined);
    await move(admin, recent.id, 'CLOSED', 'Doppelt');
    await t.db.query(
      `UPDATE project_requests SET ended_at = now() - interval '181 days' WHERE id = ANY($1::uuid[])`,
      [[old.id, project.id]],
    );
    await runJob(t, 'data_retention');
    const rows = await t.db.query<{
      id: string;
      company: string;
      email: string;
      phone: string | null;
      contact_erased_at: Date | null;
    }>(
      'SELECT id, company, email, phone, contact_erased_at FROM project_requests WHERE id = ANY($1::uuid[])',
      [[old.id, project.id, recent.id]],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(old.id)).toMatchObject({ company: '', email: '', phone: null });
    expect(byId.get(old.id)!.contact_erased_at).not.toBeNull();
    expect(byId.get(project.id)).toMatchObject({
      company: 'Projekt GmbH',
      email: project.body.email,
    });
    expect(byId.get(recent.id)).toMatchObject({ company: 'Neu GmbH', email: recent.body.email });
  });
});

describe('project request rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t.close());

  it('allows three requests an hour from one address, five from one network', async () => {
    const email = uniqueEmail('eilig');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await t.http.post('/api/projects/requests').send(requestBody({ email }))).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
