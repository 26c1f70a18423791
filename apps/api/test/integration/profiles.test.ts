import sharp from 'sharp';
import { createAdmin, createMember, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PROFILE_FIELDS =
  'id displayName email headline bio skills company location photoUrl visibility approvalStatus adminComment links { linkedin website github twitter }';

describe('member profiles and their review', () => {
  let t: TestApp;
  let admin: Member;
  /** The app's error log lines, shown when a request unexpectedly fails on the server. */
  const errorLog: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'error' },
      { logTo: { write: (line: string) => void errorLog.push(line) } },
    );
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const as = (member: Member | null): Record<string, string> =>
    member ? { authorization: `Bearer ${member.token}` } : {};
  const save = (member: Member, input: Record<string, unknown>) =>
    t.gql<{ updateMyProfile: Record<string, unknown> }>(
      `mutation($i: ProfileInput!) { updateMyProfile(input: $i) { ${PROFILE_FIELDS} } }`,
      { i: input },
      as(member),
    );
  const pngDataUrl = async () =>
    `data:image/png;base64,${(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;

  it('starts without a profile, then a new one waits for review with cleaned skills', async () => {
    const member = await createMember(t);
    const none = await t.http.get('/api/profiles/me').set(as(member));
    expect(none.body).toEqual({ profile: null, hasProfile: false });
    const saved = await save(member, {
      displayName: '  Pia Profil ',
      headline: 'Beraterin',
      skills: [' KI ', '', 'ki', 'Design', 'Design '],
      links: { linkedin: 'https://www.linkedin.com/in/pia', website: '' },
      visibility: 'public',
    });
    expect(saved.data?.updateMyProfile).toMatchObject({
      displayName: 'Pia Profil',
      skills: ['KI', 'Design'],
      approvalStatus: 'pending',
      email: member.email,
      links: {
        linkedin: 'https://www.linkedin.com/in/pia',
        website: null,
        github: null,
        twitter: null,
      },
    });
  });

  it.each([
    ['a javascript: link', { links: { website: 'javascript:alert(1)' } }],
    ['an ftp link', { links: { github: 'ftp://example.com/x' } }],
    ['an oversized bio', { bio: 'x'.repeat(2001) }],
    ['an oversized name', { displayName: 'x'.repeat(121) }],
    ['an unknown visibility', { visibility: 'everyone' }],
    ['too many skills', { skills: Array.from({ length: 31 }, (_, i) => `Skill ${i}`) }],
  ])('refuses %s and saves nothing', async (_case, override) => {
    const member = await createMember(t);
    const result = await save(member, { displayName: 'Kim', ...override });
    expect(result.errors?.[0]?.extensions?.code).toMatch(/VALIDATION_FAILED|BAD_USER_INPUT/);
    expect((await t.http.get('/api/profiles/me').set(as(member))).body.hasProfile).toBe(false);
  });

  it('takes a photo as a data URL: checked by content, squared to 512 px, served from /media', async () => {
    const member = await createMember(t);
    const saved = await t.http
      .put('/api/profiles/me')
      .set(as(member))
      .send({ display_name: 'Foto Fan', photo_url: await pngDataUrl() });
    expect(saved.status).toBe(200);
    const photoUrl = saved.body.profile.photo_url as string;
    expect(photoUrl).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const image = await t.http.get(photoUrl);
    expect(await sharp(image.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
    const removed = await t.http
      .put('/api/profiles/me')
      .set(as(member))
      .send({ display_name: 'Foto Fan', photo_url: null });
    expect(removed.body.profile.photo_url).toBeNull();
  });

  it.each([
    [
      'a text file claiming to be a PNG',
      `data:image/png;base64,${Buffer.from('just text, not an image').toString('base64')}`,
      'NOT_AN_IMAGE',
      'Bitte laden Sie eine Bilddatei hoch',
    ],
    [
      'a 3 MB photo',
      `data:image/jpeg;base64,${Buffer.alloc(3 * 1024 * 1024, 0xff).toString('base64')}`,
      'FILE_TOO_LARGE',
      'Dateigröße muss kleiner als 2MB sein',
    ],
  ])('refuses %s with the spec text', async (_case, photo, code, message) => {
    const member = await createMember(t);
    const response = await t.http
      .put('/api/profiles/me')
      .set(as(member))
      .send({ display_name: 'Foto', photo_url: photo });
    expect({ status: response.status, log: response.status >= 500 ? errorLog : [] }).toEqual({
      status: 400,
      log: [],
    });
    expect(response.body.error).toMatchObject({ code, message });
    expect((await t.http.get('/api/profiles/me').set(as(member))).body.hasProfile).toBe(false);
  });

  it('lets only admins list pending profiles and review them', async () => {
    const member = await createMember(t);
    await save(member, { displayName: 'Rolf Rolle' });
    expect((await t.http.get('/api/profiles/admin/pending')).status).toBe(401);
    expect((await t.http.get('/api/profiles/admin/pending').set(as(member))).status).toBe(403);
    const pending = await t.http.get('/api/profiles/admin/pending').set(as(admin));
    const mine = (
      pending.body.profiles as Array<{ id: string; email: string; approval_status: string }>
    ).find((p) => p.email === member.email);
    expect(mine?.approval_status).toBe('pending');
    expect(
      (await t.http.post(`/api/profiles/admin/${mine!.id}/approve`).set(as(member)).send({}))
        .status,
    ).toBe(403);
  });

  it('approves with a comment: email to the member, comment shown to them, profile on the team page', async () => {
    const member = await createMember(t);
    const created = await save(member, {
      displayName: 'Tanja Team',
      headline: 'Agile Coach',
      visibility: 'public',
      skills: ['Scrum', 'Kanban', 'Lean', 'OKR'],
    });
    const id = created.data!.updateMyProfile.id as string;
    const before = (await t.http.get('/profiles/team')).body.profiles as Array<{ id: string }>;
    expect(before.some((p) => p.id === id)).toBe(false);

    const approved = await t.http
      .post(`/api/profiles/admin/${id}/approve`)
      .set(as(admin))
      .send({ comment: 'Sehr schön!' });
    expect(approved.body.profile.approval_status).toBe('approved');
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && m.subject === 'Ihr Profil wurde freigegeben',
    );
    expect(mail.text).toContain('Sehr schön!');
    const mine = await t.gql<{ myProfile: { adminComment: string } }>(
      '{ myProfile { adminComment } }',
      {},
      as(member),
    );
    expect(mine.data?.myProfile.adminComment).toBe('Sehr schön!');

    const team = await t.http.get('/profiles/team');
    expect(team.body.success).toBe(true);
    const card = (team.body.profiles as Array<Record<string, unknown>>).find((p) => p.id === id);
    expect(card).toMatchObject({
      display_name: 'Tanja Team',
      headline: 'Agile Coach',
      skills: ['Scrum', 'Kanban', 'Lean', 'OKR'],
      admin_comment: null,
    });
  });

  it('keeps showing the approved version while a change of an approved profile waits for review', async () => {
    const member = await createMember(t);
    const id = (await save(member, { displayName: 'Vera Version', visibility: 'public' })).data!
      .updateMyProfile.id as string;
    await t.http.post(`/api/profiles/admin/${id}/approve`).set(as(admin)).send({});
    const changed = await save(member, { displayName: 'Vera Neu', visibility: 'public' });
    expect(changed.data?.updateMyProfile).toMatchObject({
      displayName: 'Vera Neu',
      approvalStatus: 'needs_review',
    });
    const seenByVisitor = await t.http.get(`/api/profiles/${id}/public`);
    expect(seenByVisitor.body.profile.display_name).toBe('Vera Version');
    const stillPublic = await save(member, {
      displayName: 'Vera Neu',
      visibility: 'public',
      company: 'Neue Firma',
    });
    expect(stillPublic.data?.updateMyProfile.approvalStatus).toBe('needs_review');
    await t.http
      .post(`/api/profiles/admin/${id}/reject`)
      .set(as(admin))
      .send({ comment: 'Bitte Namen prüfen' });
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(member.email) && m.subject === 'Ihr Profil wurde nicht freigegeben',
    );
    expect((await t.http.get(`/api/profiles/${id}/public`)).body.profile.display_name).toBe(
      'Vera Version',
    );
  });

  it('shows a profile by its visibility: private to its owner and admins, team to members, public to all', async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const id = (await save(owner, { displayName: 'Sichtbar', visibility: 'private' })).data!
      .updateMyProfile.id as string;
    await t.http.post(`/api/profiles/admin/${id}/approve`).set(as(admin)).send({});
    const status = async (viewer: Member | null) =>
      (await t.http.get(`/api/profiles/${id}/public`).set(as(viewer))).status;

    expect([
      await status(null),
      await status(other),
      await status(owner),
      await status(admin),
    ]).toEqual([404, 404, 200, 200]);
    await save(owner, { displayName: 'Sichtbar', visibility: 'team' });
    expect([await status(null), await status(other)]).toEqual([404, 200]);
    await save(owner, { displayName: 'Sichtbar', visibility: 'public' });
    expect(await status(null)).toBe(200);
    const notFound = await t.http
      .get('/api/profiles/00000000-0000-0000-0000-000000000000/public')
      .set('accept-language', 'en');
    expect(notFound.body.error.message).toBe('Profile not found or not public');
  });

  it('exports everything held about a member as JSON', async () => {
    // Verified: messages sent under an address are theirs only once the account proved it.
    const member = await createMember(t, { verified: true });
    await save(member, { displayName: 'Dora Daten', bio: 'Meine Daten' });
    await t.http
      .post('/api/email/contact')
      .send({ name: 'Dora', email: member.email, message: 'Frage' });
    const result = await t.gql<{ exportMyData: string }>(
      'mutation { exportMyData }',
      {},
      as(member),
    );
    const data = JSON.parse(result.data!.exportMyData) as {
      account: Record<string, unknown>;
      consents: Record<string, unknown>;
      profile: Record<string, unknown>;
      contact_messages: unknown[];
    };
    expect(data.account.email).toBe(member.email);
    expect(data.account.password_hash).toBeUndefined();
    expect(data.consents.privacy_policy_accepted_at).toEqual(expect.any(String));
    expect(data.profile.bio).toBe('Meine Daten');
    expect(data.contact_messages).toEqual([{ message: 'Frage', sent_at: expect.any(String) }]);
  });

  it('deletes an account only with the password, and erases its data and sessions', async () => {
    const member = await createMember(t);
    await t.http
      .put('/api/profiles/me')
      .set(as(member))
      .send({ display_name: 'Weg Damit', photo_url: await pngDataUrl() });
    const wrong = await t.gql(
      'mutation { deleteMyAccount(password: "falsch-falsch") }',
      {},
      as(member),
    );
    expect(wrong.errors?.[0]?.extensions?.code).toBe('WRONG_PASSWORD');
    const done = await t.gql(
      'mutation($p: String) { deleteMyAccount(password: $p) }',
      { p: member.password },
      as(member),
    );
    expect(done.data).toEqual({ deleteMyAccount: true });
    expect(await t.db.query('SELECT 1 FROM users WHERE id = $1', [member.id])).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM profiles WHERE user_id = $1', [member.id])).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM media WHERE owner_id = $1', [member.id])).toEqual([]);
    expect((await t.http.post('/auth/refresh').set('cookie', member.cookie)).status).toBe(401);
    expect((await t.http.get('/auth/me').set(as(member))).status).toBe(401);
  });

  it('asks provider-only accounts for a recent sign-in before deleting', async () => {
    const member = await createMember(t);
    await t.db.query('UPDATE users SET password_hash = NULL WHERE id = $1', [member.id]);
    const fresh = await t.gql('mutation { deleteMyAccount }', {}, as(member));
    expect(fresh.data).toEqual({ deleteMyAccount: true });
  });
});
