import { createAdmin, createMember } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import sharp from 'sharp';
import { asDataUrl, authAs, pngDataUrl } from '../support/workshop-fixtures.js';

const SAVE = `mutation($i: ProfileInput!) { updateMyProfile(input: $i) { id photoUrl } }`;

describe('Hostile input: profile photo uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t.close());

  async function mediaOf(userId: string): Promise<number> {
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM media WHERE owner_id = $1',
      [userId],
    );
    return row.n;
  }

  it('deletes superseded photos and limits replacements per account', async () => {
    const member = await createMember(t, { verified: true });
    const photo = await pngDataUrl(300, 300);
    const statuses: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const result = await t.gql(
        SAVE,
        { i: { displayName: 'Foto Fan', photoDataUrl: photo } },
        authAs(member),
      );
      statuses.push((result.errors?.[0]?.extensions?.code as string | undefined) ?? 'ok');
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill('ok'));
    expect(statuses[10]).toBe('TOO_MANY_REQUESTS');
    expect(await mediaOf(member.id)).toBe(1);
  });

  it('deletes the formerly approved photo once a new one is approved', async () => {
    const admin = await createAdmin(t);
    const member = await createMember(t, { verified: true });
    const approve = async () => {
      const [profile] = await t.db.query<{ id: string }>(
        'SELECT id FROM profiles WHERE user_id = $1',
        [member.id],
      );
      const result = await t.gql(
        'mutation($id: ID!) { approveProfile(id: $id) { id } }',
        { id: profile.id },
        authAs(admin),
      );
      expect(result.errors).toBeUndefined();
    };
    for (const edge of [300, 320]) {
      await t.gql(
        SAVE,
        { i: { displayName: 'Foto Fan', photoDataUrl: await pngDataUrl(edge, edge) } },
        authAs(member),
      );
      await approve();
    }
    expect(await mediaOf(member.id)).toBe(1);
  });

  it('bounds photo pixels lower than poster pixels', async () => {
    const member = await createMember(t, { verified: true });
    // A real, small (plain white) PNG of 25 megapixels: under the poster bound (40), above the
    // photo bound, so it is refused from its header, before any decoding work.
    const big = await sharp({
      create: { width: 5000, height: 5000, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const result = await t.gql(
      SAVE,
      {
        i: {
          displayName: 'Foto Fan',
          photoDataUrl: asDataUrl(big, 'image/png'),
        },
      },
      authAs(member),
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('IMAGE_PROCESSING_FAILED');
  });
});
