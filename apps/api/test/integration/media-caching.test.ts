import sharp from 'sharp';
import { MediaService } from '../../src/modules/media/media.service.js';
import { createMember } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { authAs, pngDataUrl } from '../support/workshop-fixtures.js';

/**
 * A profile photo is personal data: once the account is deleted it must not live on in shared
 * caches (CDNs, proxies) for a year. Posters are public and never change under their id.
 */
describe('media caching: personal photos stay out of shared caches, posters are immutable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a profile photo privately and briefly, with no poster copies', async () => {
    const member = await createMember(t, { verified: true });
    const saved = await t.gql<{ updateMyProfile: { photoUrl: string } }>(
      'mutation($i: ProfileInput!) { updateMyProfile(input: $i) { photoUrl } }',
      { i: { displayName: 'Foto Fan', photoDataUrl: await pngDataUrl(300, 300) } },
      authAs(member),
    );
    expect(saved.errors).toBeUndefined();
    const url = saved.data!.updateMyProfile.photoUrl;
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const photo = await t.http.get(url);
    expect(photo.status).toBe(200);
    expect(photo.headers['cache-control']).toBe('private, max-age=300');
    // Copies would sit in the server's memory (and in caches) after the account is gone.
    expect((await t.http.get(`${url}/w/400`)).status).toBe(404);

    // Once the account is deleted, the photo is gone (the browser keeps it five minutes at most).
    const deleted = await t.gql(
      'mutation($p: String!) { deleteMyAccount(password: $p) }',
      { p: member.password },
      authAs(member),
    );
    expect(deleted.errors).toBeUndefined();
    expect((await t.http.get(url)).status).toBe(404);
  });

  it('keeps posters cacheable for a year', async () => {
    const png = await sharp({
      create: { width: 800, height: 450, channels: 3, background: '#27a' },
    })
      .png()
      .toBuffer();
    const poster = await t.app
      .get(MediaService)
      .storeUpload(png, { maxBytes: 5 * 1024 * 1024, shape: 'fit', edge: 1200, quality: 85 });
    for (const path of [`/media/${poster.id}`, `/media/${poster.id}/w/400`]) {
      const response = await t.http.get(path);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});
