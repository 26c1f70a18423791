import sharp from 'sharp';
import { MediaService, type ImageOptions } from '../../src/modules/media/media.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const poster: ImageOptions = {
  maxBytes: 5 * 1024 * 1024,
  shape: 'fit',
  edge: 1200,
  quality: 85,
  allowPdf: true,
};

/** Poster copies at 400, 800 and 1200 px (srcset), made on first request for any stored image. */
describe('poster variants', () => {
  let t: TestApp;
  let imageId: string;
  let pdfId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const media = t.app.get(MediaService);
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#2a7' },
    })
      .png()
      .toBuffer();
    imageId = (await media.storeUpload(png, poster)).id;
    pdfId = (await media.storeUpload(Buffer.from('%PDF-1.4\n%%EOF\n'), poster)).id;
  });
  afterAll(() => t.close());

  it.each([400, 800])('serves a %i px WebP copy of an existing poster', async (width) => {
    const response = await t.http.get(`/media/${imageId}/w/${width}`).responseType('blob');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 9) / 16) });
  });

  it('never enlarges: the 1200 px copy of a 1200 px poster is 1200 px wide', async () => {
    const response = await t.http.get(`/media/${imageId}/w/1200`).responseType('blob');
    expect((await sharp(response.body as Buffer).metadata()).width).toBe(1200);
  });

  it('answers the same bytes again from its cache', async () => {
    const first = await t.http.get(`/media/${imageId}/w/400`).responseType('blob');
    const second = await t.http.get(`/media/${imageId}/w/400`).responseType('blob');
    expect((second.body as Buffer).equals(first.body as Buffer)).toBe(true);
  });

  it('has no copies of PDFs, unknown ids or other widths', async () => {
    for (const path of [
      `/media/${pdfId}/w/400`,
      '/media/00000000-0000-4000-8000-000000000000/w/400',
      `/media/${imageId}/w/500`,
      `/media/${imageId}/w/abc`,
      '/media/not-an-id/w/400',
    ]) {
      const response = await t.http.get(path);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    }
  });
});
