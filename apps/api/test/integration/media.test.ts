import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { MediaService, type ImageOptions } from '../../src/modules/media/media.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const photo: ImageOptions = { maxBytes: 2 * 1024 * 1024, shape: 'square', edge: 512, quality: 85 };
const poster: ImageOptions = {
  maxBytes: 5 * 1024 * 1024,
  shape: 'fit',
  edge: 1200,
  quality: 85,
  allowPdf: true,
};

describe('media uploads', () => {
  let t: TestApp;
  let media: MediaService;
  beforeAll(async () => {
    t = await createTestApp();
    media = t.app.get(MediaService);
  });
  afterAll(() => t.close());

  const count = async () =>
    Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM media'))[0].n);

  it('turns an image upright, crops it square, strips metadata and stores WebP', async () => {
    // 800x400 landscape marked "rotate 90°" in EXIF, with a GPS-looking comment.
    const input = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#c33' },
    })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: 'secret location' } } })
      .toBuffer();
    const stored = await media.storeUpload(input, photo);
    expect(stored).toMatchObject({
      kind: 'image',
      contentType: 'image/webp',
      width: 512,
      height: 512,
    });
    const found = await media.find(stored.id);
    const meta = await sharp(found!.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('fits a poster inside 1200 px keeping its aspect ratio', async () => {
    const input = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#39c' },
    })
      .png()
      .toBuffer();
    const stored = await media.storeUpload(input, poster);
    expect(stored).toMatchObject({ width: 1200, height: 600 });
  });

  it('keeps a PDF poster as it is', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const stored = await media.storeUpload(pdf, poster);
    expect(stored).toMatchObject({
      kind: 'pdf',
      contentType: 'application/pdf',
      byteSize: pdf.length,
    });
    const response = await t.http.get(`/media/${stored.id}`);
    expect(response.headers['content-disposition']).toMatch(/^attachment/);
  });

  it.each([
    ['a text file named .png', Buffer.from('not an image at all'), photo, 'NOT_AN_IMAGE'],
    ['a PDF as a profile photo', Buffer.from('%PDF-1.4\n'), photo, 'NOT_AN_IMAGE'],
    ['a PDF without its header', Buffer.from('1 0 obj << >> endobj'), poster, 'NOT_IMAGE_OR_PDF'],
    ['a 3 MB photo', Buffer.alloc(3 * 1024 * 1024, 0xff), photo, 'FILE_TOO_LARGE'],
    ['a 6 MB poster', Buffer.alloc(6 * 1024 * 1024, 0xff), poster, 'FILE_TOO_LARGE'],
  ])('refuses %s and stores nothing', async (_name, bytes, options, code) => {
    const before = await count();
    await expect(media.storeUpload(bytes, options)).rejects.toMatchObject({ code });
    expect(await count()).toBe(before);
  });

  it('refuses a decompression bomb (20000 x 20000 PNG) without decoding it', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const before = await count();
    await expect(media.storeUpload(bomb, poster)).rejects.toMatchObject({
      code: 'IMAGE_PROCESSING_FAILED',
      // Refused by the pixel bound before decoding, not by running out of memory.
      options: {
        cause: expect.objectContaining({ message: expect.stringMatching(/pixel limit/i) }),
      },
    });
    expect(await count()).toBe(before);
  });
});

/** A small but valid PNG whose header claims a huge size: decoding it would need gigabytes. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
