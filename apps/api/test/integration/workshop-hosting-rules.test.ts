import { createWorkshop as createAcademyWorkshop } from '../support/academy-fixtures.js';
import { createAdmin, createMember, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  authAs as as,
  CREATE_WORKSHOP,
  createWorkshop,
  createWorkshopAuthor,
  workshopInput,
} from '../support/workshop-fixtures.js';

describe('hosting rules: hybrid place, own workshops, members-only links, rejection reasons', () => {
  let t: TestApp;
  let admin: Member;
  let author: Member;
  let member: Member;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    author = await createWorkshopAuthor(t);
    member = await createMember(t, { verified: true });
  });
  afterAll(() => t.close());

  describe('a hybrid workshop needs a location and a video link', () => {
    it.each([
      [
        'de',
        { location: null },
        'location',
        'Bitte geben Sie einen Ort an: Ein Hybrid-Workshop braucht Ort und Video-Link.',
      ],
      [
        'en',
        { location: 'Haus am See', videoCallLink: '  ' },
        'videoCallLink',
        'Please enter a video link: a hybrid workshop needs both a location and a video link.',
      ],
    ])('refuses one without (%s) and stores nothing', async (locale, overrides, field, message) => {
      const before = await t.db.query('SELECT id FROM workshops');
      const result = await t.gql(
        CREATE_WORKSHOP,
        { i: await workshopInput({ format: 'hybrid', ...overrides }) },
        { ...as(author), 'x-locale': locale },
      );
      expect(result.errors?.[0]?.message).toBe(message);
      expect(result.errors?.[0]?.extensions?.fields).toEqual({ [field]: expect.any(String) });
      expect(await t.db.query('SELECT id FROM workshops')).toHaveLength(before.length);
    });

    it('keeps both and shows both to the creator and on the detail page for registrants', async () => {
      const created = await createWorkshop(t, author, {
        format: 'hybrid',
        location: 'Haus am See, Berlin',
        videoCallLink: 'https://meet.example.com/hybrid',
      });
      expect(created).toMatchObject({
        format: 'hybrid',
        location: 'Haus am See, Berlin',
        videoCallLink: 'https://meet.example.com/hybrid',
      });
      await t.db.query('UPDATE workshops SET is_approved = true WHERE id = $1', [created.id]);
      const detail = await t.gql<{ workshop: { location: string; videoCallLink: string | null } }>(
        'query($s: String!) { workshop(slugOrId: $s) { location videoCallLink } }',
        { s: created.slug },
      );
      expect(detail.data?.workshop).toEqual({
        location: 'Haus am See, Berlin',
        videoCallLink: null,
      });
    });
  });

  it('does not let a host register for their own workshop, and says why', async () => {
    const own = await createAcademyWorkshop(t, { creatorId: author.id });
    const query =
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id } }';
    for (const [locale, text] of [
      ['de', 'Sie leiten diesen Workshop und können sich daher nicht selbst anmelden.'],
      ['en', 'You host this workshop, so you cannot register for it yourself.'],
    ]) {
      const refused = await t.gql(
        query,
        { s: own.sessionIds[0] },
        { ...as(author), 'x-locale': locale },
      );
      expect(refused.errors?.[0]).toMatchObject({
        message: text,
        extensions: { code: 'REGISTRATION_OWN_WORKSHOP' },
      });
    }
    const [{ n }] = await t.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM workshop_registrations WHERE workshop_id = $1',
      [own.id],
    );
    expect(Number(n)).toBe(0);
    const flag = 'query($s: String!) { workshop(slugOrId: $s) { hostedByMe } }';
    expect((await t.gql(flag, { s: own.slug }, as(author))).data).toEqual({
      workshop: { hostedByMe: true },
    });
    expect((await t.gql(flag, { s: own.slug }, as(member))).data).toEqual({
      workshop: { hostedByMe: false },
    });
    expect((await t.gql(query, { s: own.sessionIds[0] }, as(member))).errors).toBeUndefined();
  });

  describe('a members-only workshop opened by a visitor', () => {
    it('answers "members only" with its title alone, never its details', async () => {
      const hidden = await createAcademyWorkshop(t, {
        title: 'Nur fuer Mitglieder',
        visibility: 'members_only',
        description: 'Geheime Beschreibung',
        format: 'hybrid',
        location: 'Geheimer Ort',
      });
      const detail = await t.gql(
        'query($s: String!) { workshop(slugOrId: $s) { title description } }',
        { s: hidden.slug },
        { 'x-locale': 'en' },
      );
      expect(detail.errors?.[0]).toMatchObject({
        message: 'This workshop is for members only. Please sign in or register.',
        extensions: { code: 'ACADEMY_WORKSHOP_MEMBERS_ONLY' },
      });
      expect(detail.data).toBeNull();
      const notice = await t.gql(
        'query($s: String!) { membersOnlyWorkshop(slugOrId: $s) { slug title } }',
        { s: hidden.slug },
      );
      expect(notice.data).toEqual({
        membersOnlyWorkshop: { slug: hidden.slug, title: 'Nur fuer Mitglieder' },
      });
      expect(JSON.stringify(notice)).not.toMatch(/Geheim/);
      // A member sees it all; the notice is for visitors only.
      const forMember = await t.gql<{ workshop: { description: string } }>(
        'query($s: String!) { workshop(slugOrId: $s) { description } membersOnlyWorkshop(slugOrId: $s) { slug } }',
        { s: hidden.slug },
        as(member),
      );
      expect(forMember.data).toEqual({
        workshop: { description: 'Geheime Beschreibung' },
        membersOnlyWorkshop: null,
      });
    });

    it('tells nothing of unapproved, public or unknown workshops', async () => {
      const unapproved = await createAcademyWorkshop(t, {
        visibility: 'members_only',
        approved: false,
      });
      const open = await createAcademyWorkshop(t);
      const query = 'query($s: String!) { membersOnlyWorkshop(slugOrId: $s) { title } }';
      for (const slug of [unapproved.slug, open.slug, 'gibt-es-nicht']) {
        expect((await t.gql(query, { s: slug })).data).toEqual({ membersOnlyWorkshop: null });
      }
      const detail = await t.gql('query($s: String!) { workshop(slugOrId: $s) { id } }', {
        s: unapproved.slug,
      });
      expect(detail.errors?.[0]?.extensions?.code).toBe('ACADEMY_WORKSHOP_NOT_FOUND');
    });
  });

  it('mails the admin’s reason to the creator of a rejected workshop', async () => {
    const created = await createWorkshop(t, author, { title: 'Abgelehnt mit Grund' });
    const reject =
      'mutation($id: ID!, $i: WorkshopRejectionInput) { rejectWorkshop(id: $id, input: $i) }';
    const byMember = await t.gql(reject, { id: created.id, i: { comment: 'x' } }, as(member));
    expect(byMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const result = await t.gql(
      reject,
      { id: created.id, i: { comment: 'Bitte ein konkreteres Programm.' } },
      as(admin),
    );
    expect(result.data).toEqual({ rejectWorkshop: true });
    const mail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(author.email) &&
        /nicht freigegeben: Abgelehnt mit Grund/.test(m.subject ?? ''),
    );
    expect(mail.text).toContain('Begründung des Teams: Bitte ein konkreteres Programm.');
  });
});
