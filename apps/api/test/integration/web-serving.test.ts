import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITEMAP_PATHS } from '@platform/domain';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('one process serves the built client', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'leistungen'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dist, 'leistungen', 'index.html'), '<!doctype html><h1>Leistungen</h1>');
    writeFileSync(join(dist, 'leistungen', 'index.en.html'), '<!doctype html><h1>Services</h1>');
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  it('serves hashed assets with a year of immutable caching', async () => {
    const response = await t.http.get('/assets/index-AbC123.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers client routes with the HTML shell, never cached', async () => {
    for (const path of [
      '/',
      '/member-area',
      '/workshop/some-slug',
      '/auth/login',
      '/auth/callback',
    ]) {
      const response = await t.http.get(path);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves a prerendered page where one exists, in the chosen language', async () => {
    expect((await t.http.get('/leistungen')).text).toContain('<h1>Leistungen</h1>');
    expect((await t.http.get('/leistungen?lang=en')).text).toContain('<h1>Services</h1>');
  });

  it('never lets API paths fall through to the HTML', async () => {
    for (const path of [
      '/api/unknown',
      '/graphql/x',
      '/health/x',
      '/media/missing',
      '/auth/unknown',
    ]) {
      const response = await t.http.get(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: { message: 'Nicht gefunden.', code: 'NOT_FOUND' } });
    }
  });

  it('keeps API routes working beside the fallback', async () => {
    expect((await t.http.get('/health')).status).toBe(200);
    expect((await t.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('refuses path traversal', async () => {
    const response = await t.http.get('/..%2F..%2Fetc%2Fpasswd');
    expect(response.text).not.toContain('root:');
    // A malformed escape is the caller's mistake: a clear 400, never a 500.
    const malformed = await t.http.get('/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('BAD_REQUEST');
  });
});

describe('findable: sitemap and robots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://www.example.com' });
  });
  afterAll(() => t.close());

  it('lists every marketing page with its English alternate', async () => {
    const response = await t.http.get('/sitemap.xml');
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.text).toContain('<loc>https://www.example.com/leistungen</loc>');
    expect(response.text).toContain(
      'hreflang="en" href="https://www.example.com/leistungen?lang=en"',
    );
    expect(response.text).not.toContain('/agb');
    expect(response.text).toContain('<loc>https://www.example.com/termin</loc>');
    expect(response.text.match(/<url>/g)).toHaveLength(SITEMAP_PATHS.length);
  });

  it('points robots at the sitemap and away from private areas', async () => {
    const response = await t.http.get('/robots.txt');
    expect(response.text).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(response.text).toContain('Disallow: /member-area');
  });
});
