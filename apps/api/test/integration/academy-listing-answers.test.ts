import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { pino } from 'pino';
import request from 'supertest';
import { createApp } from '../../src/create-app.js';
import { GraphqlResponseCache } from '../../src/core/graphql/graphql-response-cache.js';
import { AcademyListingService } from '../../src/modules/workshops/catalog/academy-listing.service.js';
import { VisitorListingAnswers } from '../../src/modules/workshops/catalog/visitor-listing-answers.js';
import { createWorkshop, type WorkshopFixture } from '../support/academy-fixtures.js';
import { eventually } from '../support/outbox-helpers.js';
import { createMember, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Within this time every instance shows a committed change (as for the listing cache). */
const PROPAGATION_MS = 1_000;
/** Headers that differ between any two answers: the moment and the request's own id. */
const PER_REQUEST = new Set(['date', 'x-request-id']);
const PAGE = '/api/workshops?format=online&format=hybrid&page=1&limit=12';

type Answer = request.Response;
interface Card {
  id: string;
  title: string;
  promo_codes: unknown[];
}

const headersOf = (answer: Answer) =>
  Object.fromEntries(
    Object.entries(answer.headers as Record<string, unknown>).filter(
      ([name]) => !PER_REQUEST.has(name),
    ),
  );
const titlesOf = (answer: Answer) =>
  (answer.body as { workshops: Card[] }).workshops.map((w) => w.title).sort();

/**
 * Visitors' `GET /api/workshops` answers kept in front of Nest's pipeline (two API instances
 * on one database): the kept answer is the one Nest gave, byte for byte and header for header;
 * a change drops it on both instances within the NOTIFY delay; signed-in callers and bad input
 * always reach Nest.
 */
describe('Visitors’ REST listing answers', () => {
  let a: TestApp;
  let b: NestExpressApplication;
  let member: Member;
  let open: WorkshopFixture;

  const get = (app: NestExpressApplication, path: string, headers: Record<string, string> = {}) =>
    request(app.getHttpServer()).get(path).set(headers);
  /** How many requests reached the controller's visitor branch on `app` while `work` ran. */
  const controllerCalls = async (app: NestExpressApplication, work: () => Promise<unknown>) => {
    const spy = jest.spyOn(app.get(AcademyListingService), 'visitorListText');
    try {
      await work();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  };

  beforeAll(async () => {
    a = await createTestApp();
    b = await createApp(a.config, pino({ level: 'silent' }));
    member = await createMember(a, { verified: true });
    open = await createWorkshop(a, { title: 'Offen für alle', sessionsInDays: [6] });
    await createWorkshop(a, { title: 'Hybrid vor Ort', format: 'hybrid', sessionsInDays: [8] });
    await createWorkshop(a, {
      title: 'Nur für Mitglieder',
      visibility: 'members_only',
      sessionsInDays: [9],
    });
    await a.db.query(
      `INSERT INTO academy_promo_codes (code, tool, description_de, description_en)
       VALUES ('ALLE-10', 'Editor', 'Zehn Prozent', 'Ten percent')`,
    );
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  beforeEach(() => {
    a.app.get(VisitorListingAnswers).invalidate();
    b.get(VisitorListingAnswers).invalidate();
  });

  it('answers a repeated visitor request from the kept answer, as Nest answered it', async () => {
    expect(b.get(VisitorListingAnswers).isActive).toBe(true);
    const variants: Array<Record<string, string>> = [
      {},
      { 'accept-encoding': 'gzip' },
      { 'accept-language': 'en' },
      { origin: a.config.publicUrl, 'x-locale': 'en' },
    ];
    for (const headers of variants) {
      b.get(VisitorListingAnswers).invalidate();
      let uncached: Answer | undefined;
      let cached: Answer | undefined;
      expect(await controllerCalls(b, async () => (uncached = await get(b, PAGE, headers)))).toBe(
        1,
      );
      expect(await controllerCalls(b, async () => (cached = await get(b, PAGE, headers)))).toBe(0);
      expect(uncached!.status).toBe(200);
      expect(cached!.status).toBe(200);
      expect(headersOf(cached!)).toEqual(headersOf(uncached!));
      expect(cached!.text).toBe(uncached!.text);
      expect(titlesOf(cached!)).toEqual(['Hybrid vor Ort', 'Offen für alle']);
    }
    // The security headers, `no-store` and the ETag are those of every API answer.
    const kept = await get(b, PAGE);
    expect(kept.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(kept.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(kept.headers.etag).toMatch(/^W\/"/);
  });

  it('sends a kept answer compressed once: the stored twin the browser accepts, with its length', async () => {
    const all = '/api/workshops?limit=20';
    const plain = await get(b, all, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['gzip, deflate', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
    ]) {
      let kept: Answer | undefined;
      expect(
        await controllerCalls(
          b,
          async () => (kept = await get(b, all, { 'accept-encoding': accept })),
        ),
      ).toBe(0);
      // A whole stored body has a length; compressing per request would stream it (chunked).
      expect(kept!.headers['content-encoding']).toBe(encoding);
      expect(Number(kept!.headers['content-length'])).toBeGreaterThan(0);
      expect(Number(kept!.headers['content-length'])).toBeLessThan(
        Number(plain.headers['content-length']),
      );
      expect(kept!.headers.vary).toContain('Accept-Encoding');
      expect(kept!.headers.etag).toBe(plain.headers.etag);
      expect(kept!.text).toBe(plain.text);
    }
  });

  it('answers the GraphQL listing sent as GET from the kept answer, as Apollo answered it', async () => {
    const listing = '{ workshops(limit: 20) { total workshops { id title } } }';
    const path = `/graphql?query=${encodeURIComponent(listing)}`;
    const graphqlCalls = async (work: () => Promise<unknown>) => {
      const spy = jest.spyOn(b.get(AcademyListingService), 'list');
      try {
        await work();
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const variants: Array<Record<string, string>> = [
      { 'content-type': 'application/json', 'accept-encoding': 'identity' },
      { 'apollo-require-preflight': 'true', 'accept-encoding': 'identity', 'x-locale': 'en' },
      {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        'accept-encoding': 'identity',
      },
      { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
    ];
    for (const headers of variants) {
      b.get(GraphqlResponseCache).invalidate();
      let uncached: Answer | undefined;
      let cached: Answer | undefined;
      expect(await graphqlCalls(async () => (uncached = await get(b, path, headers)))).toBe(1);
      expect(await graphqlCalls(async () => (cached = await get(b, path, headers)))).toBe(0);
      expect(uncached!.status).toBe(200);
      const compressed = headers['accept-encoding'] !== 'identity';
      // Compressed per request by the middleware the first time (streamed, no length), then
      // the stored twin with its length; otherwise the same headers and bytes.
      const comparable = (answer: Answer) => {
        const rest = headersOf(answer);
        if (compressed)
          for (const name of ['content-length', 'transfer-encoding']) delete rest[name];
        return rest;
      };
      expect(comparable(cached!)).toEqual(comparable(uncached!));
      expect(cached!.text).toBe(uncached!.text);
      expect(cached!.headers['cache-control']).toBe('no-store');
      const titles = (
        JSON.parse(cached!.text) as { data: { workshops: { workshops: Card[] } } }
      ).data.workshops.workshops.map((w) => w.title);
      expect(titles.sort()).toEqual(['Hybrid vor Ort', 'Offen für alle']);
    }
    expect(
      (
        await get(b, path, {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json',
        })
      ).headers['content-type'],
    ).toContain('application/graphql-response+json');
    // Apollo's CSRF check refuses a GET without a preflight header every time, never from here;
    // a signed-in caller always reaches Apollo.
    for (let i = 0; i < 2; i++) expect((await get(b, path)).status).toBe(400);
    expect(
      await graphqlCalls(() =>
        get(b, path, {
          'content-type': 'application/json',
          authorization: `Bearer ${member.token}`,
        }),
      ),
    ).toBe(1);
  });

  it('answers a matching If-None-Match with 304 from the kept answer as Nest does', async () => {
    const first = await get(b, PAGE);
    const etag = first.headers.etag;
    let fromCache: Answer | undefined;
    expect(
      await controllerCalls(
        b,
        async () => (fromCache = await get(b, PAGE, { 'if-none-match': etag })),
      ),
    ).toBe(0);
    b.get(VisitorListingAnswers).invalidate();
    let fromNest: Answer | undefined;
    expect(
      await controllerCalls(
        b,
        async () => (fromNest = await get(b, PAGE, { 'if-none-match': etag })),
      ),
    ).toBe(1);
    expect(fromNest!.status).toBe(304);
    expect(fromCache!.status).toBe(304);
    expect(headersOf(fromCache!)).toEqual(headersOf(fromNest!));
    expect(fromCache!.text).toBe('');
    // Another ETag gets the whole answer.
    const other = await get(b, PAGE, { 'if-none-match': 'W/"other"' });
    expect(other.status).toBe(200);
    expect(other.text).toBe(first.text);
  });

  it('keeps one answer for every spelling of the same query', async () => {
    const first = await get(b, '/api/workshops?page=1&limit=12&format=online&format=hybrid');
    let second: Answer | undefined;
    expect(
      await controllerCalls(
        b,
        async () =>
          (second = await get(b, '/api/workshops?format=hybrid&limit=12&format=online&page=1')),
      ),
    ).toBe(0);
    expect(second!.text).toBe(first.text);
    // A different page size is a different answer.
    expect(
      await controllerCalls(b, async () => {
        const other = await get(b, '/api/workshops?format=hybrid&format=online&page=1&limit=1');
        expect((other.body as { workshops: Card[] }).workshops).toHaveLength(1);
      }),
    ).toBe(1);
  });

  it('drops kept answers on every instance within the NOTIFY delay of a change', async () => {
    const titles = async (app: NestExpressApplication) => titlesOf(await get(app, PAGE));
    expect(await titles(a.app)).toEqual(['Hybrid vor Ort', 'Offen für alle']);
    expect(await titles(b)).toEqual(['Hybrid vor Ort', 'Offen für alle']);
    // A write that announces nothing (triggers off): both instances answer what they kept.
    await a.db.query(
      `BEGIN; SET LOCAL session_replication_role = replica;
       UPDATE workshops SET title = 'Leise umbenannt' WHERE id = '${open.id}'; COMMIT`,
    );
    expect(await controllerCalls(b, () => titles(b))).toBe(0);
    expect(await titles(a.app)).toEqual(['Hybrid vor Ort', 'Offen für alle']);
    expect(await titles(b)).toEqual(['Hybrid vor Ort', 'Offen für alle']);
    // The next announced write drops them: both instances show both changes within a second.
    await a.db.query("UPDATE workshops SET description = description || ' ' WHERE id = $1", [
      open.id,
    ]);
    for (const app of [a.app, b]) {
      await eventually(
        async () => (await titles(app)).includes('Leise umbenannt'),
        'the listing with the renamed workshop',
        PROPAGATION_MS,
      );
    }
    await a.db.query("UPDATE workshops SET title = 'Offen für alle' WHERE id = $1", [open.id]);
    await eventually(
      async () => (await titles(b)).includes('Offen für alle'),
      'the listing with the old title again',
      PROPAGATION_MS,
    );
  });

  it('never answers a signed-in caller from it, nor keeps what a signed-in caller was shown', async () => {
    const signedIn = { authorization: `Bearer ${member.token}` };
    const all = '/api/workshops?limit=20';
    // A member's answer first: members-only workshops and the promo codes.
    const forMember = await get(b, all, signedIn);
    expect(titlesOf(forMember)).toContain('Nur für Mitglieder');
    expect((forMember.body as { workshops: Card[] }).workshops[0].promo_codes).not.toEqual([]);
    // A visitor then reaches Nest (nothing of the member's was kept), and gets a visitor's page.
    let visitor: Answer | undefined;
    expect(await controllerCalls(b, async () => (visitor = await get(b, all)))).toBe(1);
    expect(titlesOf(visitor!)).not.toContain('Nur für Mitglieder');
    expect(visitor!.text).not.toContain('ALLE-10');
    // The visitor's answer is kept; the member's next request still reaches Nest and is theirs.
    expect(await controllerCalls(b, () => get(b, all))).toBe(0);
    const listing = jest.spyOn(b.get(AcademyListingService), 'list');
    const again = await get(b, all, signedIn);
    expect(listing).toHaveBeenCalledTimes(1);
    listing.mockRestore();
    expect(titlesOf(again)).toContain('Nur für Mitglieder');
    expect(again.text).toContain('ALLE-10');
    // A request with any Authorization header, even one that signs no one in, reaches Nest.
    expect(
      await controllerCalls(b, () => get(b, all, { authorization: 'Bearer not-a-token' })),
    ).toBe(1);
  });

  it('gives bad query input Nest’s 400 in the caller’s language every time, never a kept answer', async () => {
    const bad = [
      '/api/workshops?limit=1000',
      '/api/workshops?format=moon',
      '/api/workshops?page=abc',
      '/api/workshops?page=1&page=2',
      '/api/workshops?search=zwei%0Azeilen',
      '/api/workshops?unbekannt=1',
    ];
    for (const path of bad) {
      const first = await get(b, path, { 'accept-language': 'de' });
      const second = await get(b, path, { 'accept-language': 'de' });
      const english = await get(b, path, { 'accept-language': 'en' });
      expect([path, first.status]).toEqual([path, 400]);
      expect(second.status).toBe(400);
      expect(headersOf(second)).toEqual(headersOf(first));
      expect(second.text).toBe(first.text);
      const { error } = first.body as { error: { message: string; code: string } };
      const { error: inEnglish } = english.body as { error: { message: string; code: string } };
      expect(inEnglish.code).toBe(error.code);
      expect(inEnglish.message).not.toBe(error.message);
    }
    // A good page size after a bad one is answered (and then kept) as usual.
    expect((await get(b, '/api/workshops?limit=100')).status).toBe(200);
    expect(await controllerCalls(b, () => get(b, '/api/workshops?limit=100'))).toBe(0);
  });
});
