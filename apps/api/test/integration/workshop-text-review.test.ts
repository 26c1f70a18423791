import { createAdmin, createMember, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  authAs as as,
  createWorkshop,
  createWorkshopAuthor,
  UPDATE_WORKSHOP,
  updateInputOf,
  WORKSHOP_FIELDS,
  type WorkshopView,
} from '../support/workshop-fixtures.js';

const FIELDS = `${WORKSHOP_FIELDS} pendingTitle pendingDescription`;
type View = WorkshopView & {
  description: string;
  pendingTitle: string | null;
  pendingDescription: string | null;
};

/**
 * Issue 13: an approved workshop's public texts (title, description) reach the Academy and
 * every registrant's mails. Changed after approval, they wait for an admin like a new poster:
 * the approved texts stay public (the workshop stays visible) until the change is approved.
 */
describe('attack: changing an approved workshop’s texts past the review', () => {
  let t: TestApp;
  let admin: Member;
  let author: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    author = await createWorkshopAuthor(t);
  });
  afterAll(() => t.close());

  const publicView = async (slug: string) =>
    (
      await t.gql<{ workshop: { title: string; description: string } }>(
        'query($s: String!) { workshop(slugOrId: $s) { title description } }',
        { s: slug },
      )
    ).data?.workshop;

  it('keeps the approved texts public and in mails until an admin approves the change', async () => {
    const created = await createWorkshop(t, author, {
      title: 'Design Sprint',
      description: 'Vier Tage in einem.',
    });
    const approved = await t.gql(
      'mutation($id: ID!) { approveWorkshop(id: $id) { id } }',
      { id: created.id },
      as(admin),
    );
    expect(approved.errors).toBeUndefined();

    const edited = await t.gql<{ updateWorkshop: View }>(
      UPDATE_WORKSHOP.replace(WORKSHOP_FIELDS, FIELDS),
      {
        id: created.id,
        i: updateInputOf(created, {
          title: 'Gewinnspiel: Konto bestätigen',
          description: 'Jetzt hier anmelden: https://evil.example',
        }),
      },
      as(author),
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.updateWorkshop).toMatchObject({
      title: 'Design Sprint',
      description: 'Vier Tage in einem.',
      pendingTitle: 'Gewinnspiel: Konto bestätigen',
      pendingDescription: 'Jetzt hier anmelden: https://evil.example',
      isApproved: true,
    });
    // Still listed with its approved texts.
    expect(await publicView(created.slug)).toEqual({
      title: 'Design Sprint',
      description: 'Vier Tage in einem.',
    });
    // A registrant's mail names the approved title.
    const member = await createMember(t, { verified: true });
    const reg = await t.gql(
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id } }',
      { s: created.sessions[0].id },
      as(member),
    );
    expect(reg.errors).toBeUndefined();
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /Anmeldung/.test(m.subject ?? ''),
    );
    expect(mail.subject).toContain('Design Sprint');
    expect(mail.text).not.toContain('evil.example');

    // The admins see it waiting and are told.
    const pending = await t.gql<{ pendingWorkshops: View[] }>(
      `{ pendingWorkshops { ${FIELDS} } }`,
      {},
      as(admin),
    );
    expect(pending.data?.pendingWorkshops.find((w) => w.id === created.id)).toMatchObject({
      pendingTitle: 'Gewinnspiel: Konto bestätigen',
    });
    await t.mail.waitFor(
      (m) => m.envelopeTo.includes(admin.email) && /Textänderung/.test(m.subject ?? ''),
    );
    // Nobody else sees the waiting texts.
    const visitor = await t.gql('query($s: String!) { workshop(slugOrId: $s) { pendingTitle } }', {
      s: created.slug,
    });
    expect(JSON.stringify(visitor.data)).not.toContain('Gewinnspiel');

    // Only admins decide.
    const decide = `mutation($id: ID!) { approveWorkshopTexts(id: $id) { title description pendingTitle } }`;
    expect(
      (await t.gql(decide, { id: created.id }, as(author))).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const applied = await t.gql<{ approveWorkshopTexts: View }>(
      decide,
      { id: created.id },
      as(admin),
    );
    expect(applied.data?.approveWorkshopTexts).toEqual({
      title: 'Gewinnspiel: Konto bestätigen',
      description: 'Jetzt hier anmelden: https://evil.example',
      pendingTitle: null,
    });
    expect((await publicView(created.slug))?.title).toBe('Gewinnspiel: Konto bestätigen');
  });

  it('drops a rejected text change; an unapproved workshop changes its texts directly', async () => {
    const created = await createWorkshop(t, author, { title: 'Entwurf' });
    const draft = await t.gql<{ updateWorkshop: View }>(
      UPDATE_WORKSHOP.replace(WORKSHOP_FIELDS, FIELDS),
      { id: created.id, i: updateInputOf(created, { title: 'Entwurf 2' }) },
      as(author),
    );
    expect(draft.data?.updateWorkshop).toMatchObject({ title: 'Entwurf 2', pendingTitle: null });
    await t.gql(
      'mutation($id: ID!) { approveWorkshop(id: $id) { id } }',
      { id: created.id },
      as(admin),
    );
    await t.gql(
      UPDATE_WORKSHOP,
      { id: created.id, i: updateInputOf(draft.data!.updateWorkshop, { title: 'Entwurf 3' }) },
      as(author),
    );
    const rejected = await t.gql<{ rejectWorkshopTexts: View }>(
      'mutation($id: ID!) { rejectWorkshopTexts(id: $id) { title pendingTitle } }',
      { id: created.id },
      as(admin),
    );
    expect(rejected.data?.rejectWorkshopTexts).toEqual({ title: 'Entwurf 2', pendingTitle: null });
    const none = await t.gql(
      'mutation($id: ID!) { rejectWorkshopTexts(id: $id) { id } }',
      { id: created.id },
      { ...as(admin), 'x-locale': 'en' },
    );
    expect(none.errors?.[0]?.extensions?.code).toBe('WORKSHOP_NO_PENDING_TEXTS');
  });
});
