import { createWorkshop } from '../support/academy-fixtures.js';
import { createMember, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { authAs } from '../support/workshop-fixtures.js';

const REGISTER = `mutation($s: ID!, $w: Boolean) {
  registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, joinWaitlist: $w) { id status } }`;
const MINE = '{ myRegistrations { status joinPath workshop { videoCallLink } } }';

describe('Hostile input: the video-call link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** What a registrant gets: the personal join link's path, and never the raw video link. */
  async function linksOf(member: Member): Promise<Array<string | null>> {
    const result = await t.gql<{
      myRegistrations: Array<{
        joinPath: string | null;
        workshop: { videoCallLink: string | null };
      }>;
    }>(MINE, {}, authAs(member));
    expect(result.errors).toBeUndefined();
    for (const r of result.data!.myRegistrations) expect(r.workshop.videoCallLink).toBeNull();
    return result.data!.myRegistrations.map((r) => r.joinPath);
  }

  it('reaches no registrant raw; only a confirmed one gets a personal join link, not waitlisted or cancelled', async () => {
    const workshop = await createWorkshop(t, {
      capacity: 1,
      videoCallLink: 'https://meet.example.com/secret',
    });
    const [confirmed, waiting, cancelled] = await Promise.all([
      createMember(t, { verified: true }),
      createMember(t, { verified: true }),
      createMember(t, { verified: true }),
    ]);
    const first = await t.gql<{ registerForWorkshop: { id: string; status: string } }>(
      REGISTER,
      { s: workshop.sessionIds[0] },
      authAs(cancelled),
    );
    expect(first.data?.registerForWorkshop.status).toBe('confirmed');
    const cancel = await t.gql(
      'mutation($id: ID!) { cancelRegistration(id: $id) { id } }',
      { id: first.data!.registerForWorkshop.id },
      authAs(cancelled),
    );
    expect(cancel.errors).toBeUndefined();
    await t.gql(REGISTER, { s: workshop.sessionIds[0] }, authAs(confirmed));
    const waitlisted = await t.gql<{ registerForWorkshop: { status: string } }>(
      REGISTER,
      { s: workshop.sessionIds[0], w: true },
      authAs(waiting),
    );
    expect(waitlisted.data?.registerForWorkshop.status).toBe('waitlisted');

    expect(await linksOf(confirmed)).toEqual([expect.stringMatching(/^\/j\/[A-Za-z0-9_-]{22}$/)]);
    expect(await linksOf(waiting)).toEqual([null]);
    expect(await linksOf(cancelled)).toEqual([null]);
  });
});
