import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWorkshop, type WorkshopFixture } from '../support/academy-fixtures.js';
import { createMember } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SHELL = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <title>Open Innovation Values</title>
    <meta
      name="description"
      content="Relevante Werte eröffnen – gemeinsam für eine nachhaltige Welt."
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A plain HTTP GET, no script runs: what link previews and search engines read. */
function fetchHtml(url: string): Promise<{ status: number; html: string }> {
  return new Promise((done, fail) => {
    get(url, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (html += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, html }));
    }).on('error', fail);
  });
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json" data-workshop="event">([^<]*)<\/script>/.exec(
    html,
  );
  if (!match?.[1]) throw new Error('no Event data in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('workshop pages carry their head in the HTML the server sends', () => {
  let t: TestApp & { baseUrl: string };
  let workshop: WorkshopFixture;
  let posterId: string;
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    t = await createTestApp({ WEB_DIST_DIR: dist }, { listen: true });
    const host = await createMember(t, { verified: true, name: 'Hanna Host' });
    workshop = await createWorkshop(t, {
      title: 'Prototypen </script><b>bauen</b>',
      description: `Wir bauen Prototypen mit Nutzern. ${'Viel mehr Text. '.repeat(20)}`,
      format: 'in_person',
      location: 'Berlin, Musterstraße 1',
      creatorId: host.id,
      basePriceCents: 4900,
    });
    const [media] = await t.db.query<{ id: string }>(
      `INSERT INTO media (kind, content_type, bytes, byte_size, width, height)
       VALUES ('image', 'image/webp', '\\x00', 1, 1200, 1200) RETURNING id`,
    );
    posterId = media.id;
    await t.db.query('UPDATE workshops SET poster_media_id = $1 WHERE id = $2', [
      posterId,
      workshop.id,
    ]);
  });
  afterAll(() => t.close());

  it('gives /academy/{slug} its title, description, canonical link and Open Graph tags', async () => {
    const { status, html } = await fetchHtml(`${t.baseUrl}/academy/${workshop.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(
      '<title>Prototypen &lt;/script&gt;&lt;b&gt;bauen&lt;/b&gt; | Open Innovation Values</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="Wir bauen Prototypen mit Nutzern\./);
    expect(html).toContain(`<link rel="canonical" href="${t.baseUrl}/academy/${workshop.slug}" />`);
    expect(html).toContain(`<meta property="og:image" content="${t.baseUrl}/media/${posterId}" />`);
    expect(html).toContain('<meta property="og:title" content="Prototypen &lt;/script&gt;');
    // The poster (the page's largest picture) is fetched while the scripts load.
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="/media/${posterId}/w/800" imagesrcset="/media/${posterId}/w/400 400w, /media/${posterId}/w/800 800w, /media/${posterId}/w/1200 1200w" imagesizes="(min-width: 64rem) 44rem, 100vw" />`,
    );
    expect(html).toContain('<div id="root"></div>');
  });

  it('carries the schema.org Event with its host, and no title can end the script', async () => {
    const { html } = await fetchHtml(`${t.baseUrl}/workshop/${workshop.slug}`);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const event = jsonLd(html);
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Prototypen </script><b>bauen</b>',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Berlin, Musterstraße 1' },
      image: [`${t.baseUrl}/media/${posterId}`],
      performer: { '@type': 'Person', name: 'Hanna Host' },
      offers: { price: '49.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(Date.parse(String(event['startDate']))).toBeGreaterThan(Date.now());
  });

  it('answers ?lang=en with the English address and language', async () => {
    const { html } = await fetchHtml(`${t.baseUrl}/academy/${workshop.slug}?lang=en`);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(
      `<link rel="canonical" href="${t.baseUrl}/academy/${workshop.slug}?lang=en" />`,
    );
  });

  it('says nothing about workshops a visitor may not see, and leaves other pages alone', async () => {
    const hidden = await createWorkshop(t, { title: 'Nur Mitglieder', visibility: 'members_only' });
    const waiting = await createWorkshop(t, { title: 'Nicht freigegeben', approved: false });
    for (const path of [
      `/academy/${hidden.slug}`,
      `/academy/${waiting.slug}`,
      '/academy/unknown-slug',
      '/academy/cancel',
      '/member-area',
    ]) {
      const { html } = await fetchHtml(`${t.baseUrl}${path}`);
      expect(html).toContain('<title>Open Innovation Values</title>');
      expect(html).not.toContain('Nur Mitglieder');
      expect(html).not.toContain('application/ld+json');
    }
  });
});
