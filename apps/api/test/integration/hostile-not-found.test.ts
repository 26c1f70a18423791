import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('Unknown paths: a real 404 with the not-found page', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-404-'));
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  it('answers an unknown path with 404 and the client, which shows its not-found page', async () => {
    for (const path of [
      '/does-not-exist',
      '/leistungen/nope/deeper',
      '/member-area/unknown-tab-path',
    ]) {
      const response = await t.http.get(path);
      expect(response.status).toBe(404);
      expect(response.text).toContain('<title>shell</title>');
    }
  });

  it('keeps 200 for the routes the client knows, including those with parameters', async () => {
    for (const path of [
      '/',
      '/kontakt',
      '/academy/design-thinking',
      '/workshop/some-slug/',
      '/member-area/workshops/3f2b8c1e-2f4a-4c1b-9a7e-1234567890ab/edit',
      '/member-area/tickets/3f2b8c1e-2f4a-4c1b-9a7e-1234567890ab',
    ]) {
      expect((await t.http.get(path)).status).toBe(200);
    }
  });
});
