import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_URL_PLACEHOLDER } from '../../src/core/web/web-dist.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** A page as tools/prerender.mjs writes it: absolute URLs carry the placeholder. */
const page = (lang: string, heading: string, path: string) =>
  `<!doctype html><html lang="${lang}"><head>` +
  `<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}${path}" />` +
  `</head><body><div id="root" data-prerendered-locale="${lang}"><h1>${heading}</h1></div></body></html>`;

describe('prerendered pages beside the shell', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'web-prerendered-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'leistungen'));
    writeFileSync(join(dist, 'shell.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'index.html'), page('de', 'Startseite', '/'));
    writeFileSync(join(dist, 'index.en.html'), page('en', 'Home', '/?lang=en'));
    writeFileSync(join(dist, 'leistungen', 'index.html'), page('de', 'Leistungen', '/leistungen'));
    writeFileSync(
      join(dist, 'leistungen', 'index.en.html'),
      page('en', 'Services', '/leistungen?lang=en'),
    );
    t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://www.example.com' });
  });
  afterAll(() => t.close());

  it('serves the prerendered home page at / and the shell for routes without a page', async () => {
    const home = await t.http.get('/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.text).toContain('<h1>Startseite</h1>');
    for (const path of ['/member-area', '/auth/login', '/no-such-page']) {
      const response = await t.http.get(path);
      expect(response.text).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('picks the English file for ?lang=en and German otherwise', async () => {
    expect((await t.http.get('/?lang=en')).text).toContain('<h1>Home</h1>');
    expect((await t.http.get('/leistungen?lang=en')).text).toContain('<h1>Services</h1>');
    expect((await t.http.get('/leistungen/')).text).toContain('<h1>Leistungen</h1>');
    expect((await t.http.get('/leistungen?lang=fr')).text).toContain('<h1>Leistungen</h1>');
  });

  it('fills in the configured public URL', async () => {
    const response = await t.http.get('/leistungen?lang=en');
    expect(response.text).toContain(
      '<link rel="canonical" href="https://www.example.com/leistungen?lang=en" />',
    );
    expect(response.text).not.toContain(PUBLIC_URL_PLACEHOLDER);
  });
});
