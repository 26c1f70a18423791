import { createAdmin, createMember } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { authAs } from '../support/workshop-fixtures.js';

const SAVE = `mutation($i: ProfileInput!) { updateMyProfile(input: $i) { id approvalStatus company location } }`;

describe('Hostile input: profiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers two simultaneous first saves without a server error (upsert)', async () => {
    const member = await createMember(t, { verified: true });
    const input = { displayName: 'Rita Rennen', visibility: 'public' };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => t.gql(SAVE, { i: input }, authAs(member))),
    );
    for (const result of results) expect(result.errors).toBeUndefined();
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM profiles WHERE user_id = $1',
      [member.id],
    );
    expect(row.n).toBe(1);
  });

  it('keeps company and location under review: others see the approved version', async () => {
    const member = await createMember(t, { verified: true });
    const admin = await createAdmin(t);
    const first = await t.gql<{ updateMyProfile: { id: string } }>(
      SAVE,
      {
        i: {
          displayName: 'Paula Prüf',
          company: 'Gute GmbH',
          location: 'Köln',
          visibility: 'public',
        },
      },
      authAs(member),
    );
    const id = first.data!.updateMyProfile.id;
    const approved = await t.gql(
      'mutation($id: ID!) { approveProfile(id: $id) { id } }',
      { id },
      authAs(admin),
    );
    expect(approved.errors).toBeUndefined();
    const changed = await t.gql<{ updateMyProfile: { approvalStatus: string } }>(
      SAVE,
      {
        i: {
          displayName: 'Paula Prüf',
          company: 'Böse Werbung AG',
          location: 'Kaufen Sie jetzt',
          visibility: 'public',
        },
      },
      authAs(member),
    );
    expect(changed.data?.updateMyProfile.approvalStatus).toBe('needs_review');
    const seen = await t.gql<{ publicProfile: { company: string; location: string } }>(
      'query($id: ID!) { publicProfile(id: $id) { company location } }',
      { id },
    );
    expect(seen.data?.publicProfile).toEqual({ company: 'Gute GmbH', location: 'Köln' });
  });
});
