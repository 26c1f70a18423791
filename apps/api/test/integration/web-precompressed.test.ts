import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get, type IncomingHttpHeaders } from 'node:http';
import { createTestApp, type TestApp } from '../support/test-app.js';

const COMPRESS = resolve('tools/compress-assets.mjs');
const SCRIPT = `export const words = ${JSON.stringify('wiederholter Text '.repeat(400))};\n`;
const STYLE = `.card { display: grid; gap: 1rem; }\n`.repeat(100);
const PAGE = `<!doctype html><html lang="de"><head><link rel="canonical" href="https://public-url.invalid/leistungen"></head><body>${'<p>Leistungen</p>'.repeat(200)}</body></html>`;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const body = (response: RawResponse) => response.body;

/**
 * The build writes brotli and gzip twins of the client's files once (tools/compress-assets.mjs,
 * the last step of `web:build`); the server hands out the twin the browser accepts.
 */
describe('pre-compressed client files', () => {
  let t: TestApp & { baseUrl: string };
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const asset = '/assets/index-Zz9.js';

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'leistungen'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dist, 'leistungen', 'index.html'), PAGE);
    writeFileSync(join(dist, 'assets', 'index-Zz9.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'style-Yy8.css'), STYLE);
    writeFileSync(join(dist, 'assets', 'tiny-Xx7.js'), 'console.log(1)');
    execFileSync(process.execPath, [COMPRESS, dist], { stdio: 'pipe' });
    t = await createTestApp({ WEB_DIST_DIR: dist }, { listen: true });
  });
  afterAll(() => t.close());

  /** A plain HTTP GET that hands back the bytes as they went over the wire (no decoding). */
  const raw = (path: string, acceptEncoding: string) =>
    new Promise<RawResponse>((done, fail) => {
      const url = new URL(path, t.baseUrl);
      get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', fail);
    });

  it('writes brotli and gzip twins at build time, but not of tiny files or pages', () => {
    expect(brotliDecompressSync(readFileSync(join(dist, `${asset}.br`))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(join(dist, `${asset}.gz`))).toString()).toBe(SCRIPT);
    expect(existsSync(join(dist, 'assets', 'tiny-Xx7.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'leistungen', 'index.html.br'))).toBe(false);
  });

  it('serves the brotli twin to browsers that accept it', async () => {
    const response = await raw(asset, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes written at build: nothing compressed for this request.
    expect(body(response).equals(readFileSync(join(dist, `${asset}.br`)))).toBe(true);
  });

  it('serves gzip where brotli is not accepted, and the plain file where neither is', async () => {
    const gzip = await raw('/assets/style-Yy8.css', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(body(gzip)).toString()).toBe(STYLE);

    const refused = await raw(asset, 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');

    const plain = await raw(asset, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(body(plain).toString()).toBe(SCRIPT);
  });

  it('sends prerendered pages compressed, with the public URL filled in', async () => {
    const response = await raw('/leistungen', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    const html = brotliDecompressSync(body(response)).toString();
    expect(html).toContain(`href="${t.baseUrl}/leistungen"`);
    expect(html).not.toContain('public-url.invalid');
  });
});
