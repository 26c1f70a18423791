import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { createApp } from '../../src/create-app.js';
import { AboutPageCache } from '../../src/core/web/about-page-cache.js';
import { createAdmin, createMember, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Within this time every instance shows a committed change: far below the kept page's five
 * minutes, so only a page dropped on the notification shows it this soon. The time includes the
 * new render (tens of ms on a quiet machine, about a second at a load average of 40).
 */
const PROPAGATION_MS = 10_000;

/**
 * A stand-in for the web app's server build (entry-server.tsx `renderAboutPage`): it asks the
 * same `/profiles/team` and writes each name and how many renders this process has made, so a
 * test can tell a kept page from a new one. The real rendering is proven by the browser
 * journeys (marketing.spec.ts, member-profile.spec.ts).
 */
const FAKE_ENTRY = `let renders = 0;
export async function renderAboutPage({ locale, teamUrl }) {
  const response = await fetch(teamUrl);
  if (!response.ok) return null;
  const { profiles } = await response.json();
  renders += 1;
  const names = profiles.map((p) => '<h3>' + p.display_name + '</h3>').join('');
  return { head: '<title>About</title>', body: '<p>render ' + renders + ' ' + locale + '</p>' + names, state: '' };
}
export async function renderDataPage() { return null; }
`;

function fakeWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'about-page-'));
  const web = join(root, 'web');
  const server = join(root, 'web-prerender');
  mkdirSync(join(web, 'ueber-uns'), { recursive: true });
  mkdirSync(join(server, 'templates'), { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    join(web, 'ueber-uns', 'index.html'),
    '<!doctype html><p>the app loads the team</p>',
  );
  for (const locale of ['de', 'en'])
    writeFileSync(
      join(server, 'templates', `about.${locale}.html`),
      `<!doctype html><html lang="${locale}"><head><title></title><!--ssr-head--></head><body><div id="root"><!--ssr-body--></div><!--ssr-state--></body></html>`,
    );
  writeFileSync(join(server, 'package.json'), '{ "type": "module" }');
  writeFileSync(join(server, 'entry-server.js'), FAKE_ENTRY);
  return web;
}

describe('the About page rendered with its team', () => {
  let a: TestApp;
  let b: NestExpressApplication;
  let admin: Member;

  const aboutOn = async (app: NestExpressApplication, query = '') => {
    const response = await request(app.getHttpServer()).get(`/ueber-uns${query}`);
    expect(response.status).toBe(200);
    return response.text;
  };
  /** Polls B's About page until `accept` holds; returns how long it took (or fails at the limit). */
  const seenOnB = async (accept: (html: string) => boolean, query = ''): Promise<number> => {
    const started = Date.now();
    for (;;) {
      if (accept(await aboutOn(b, query))) return Date.now() - started;
      if (Date.now() - started > PROPAGATION_MS)
        throw new Error(`instance B still shows the old team after ${PROPAGATION_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const publicProfile = async (member: Member, displayName: string): Promise<string> => {
    const saved = await a.http
      .put('/api/profiles/me')
      .set({ authorization: `Bearer ${member.token}` })
      .send({ display_name: displayName, headline: 'Beraterin', visibility: 'public' });
    expect(saved.status).toBe(200);
    return saved.body.profile.id as string;
  };
  const approve = async (id: string) => {
    const approved = await a.http
      .post(`/api/profiles/admin/${id}/approve`)
      .set({ authorization: `Bearer ${admin.token}` })
      .send({});
    expect(approved.body.profile.approval_status).toBe('approved');
  };

  beforeAll(async () => {
    a = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
    b = await createApp(a.config, pino({ level: 'silent' }));
    admin = await createAdmin(a);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('is rendered once per language and kept while nothing changes', async () => {
    expect(b.get(AboutPageCache).isActive).toBe(true);
    const first = await aboutOn(b);
    expect(first).toMatch(/<p>render \d+ de<\/p>/);
    expect(await aboutOn(b)).toBe(first);
    expect(await aboutOn(b, '?lang=en')).toMatch(/<p>render \d+ en<\/p>/);
    expect(await aboutOn(b)).toBe(first);
  });

  it('shows a profile approved on instance A in B’s page at once, in both languages', async () => {
    const member = await createMember(a);
    const id = await publicProfile(member, 'Frieda Frisch');
    // Waiting for review: not on the page.
    expect(await aboutOn(b)).not.toContain('Frieda Frisch');
    expect(await aboutOn(b, '?lang=en')).not.toContain('Frieda Frisch');

    await approve(id);
    expect(await seenOnB((html) => html.includes('<h3>Frieda Frisch</h3>'))).toBeLessThan(
      PROPAGATION_MS,
    );
    expect(
      await seenOnB((html) => html.includes('<h3>Frieda Frisch</h3>'), '?lang=en'),
    ).toBeLessThan(PROPAGATION_MS);
  });

  it('drops the kept page on a write made outside the API (straight in the database)', async () => {
    expect(await aboutOn(b)).toContain('<h3>Frieda Frisch</h3>');
    await a.db.query("UPDATE profiles SET visibility = 'private' WHERE display_name = $1", [
      'Frieda Frisch',
    ]);
    const took = await seenOnB((html) => !html.includes('Frieda Frisch'));
    expect(took).toBeLessThan(PROPAGATION_MS);
  });
});
