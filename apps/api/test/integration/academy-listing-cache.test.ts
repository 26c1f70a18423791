import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { pino } from 'pino';
import request from 'supertest';
import { createApp } from '../../src/create-app.js';
import { AcademyListingService } from '../../src/modules/workshops/catalog/academy-listing.service.js';
import { ListingCacheService } from '../../src/modules/workshops/catalog/listing-cache.service.js';
import { createWorkshop, type WorkshopFixture } from '../support/academy-fixtures.js';
import { createAdmin, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Card {
  id: string;
  title: string;
  available_spots: number;
}
interface Listing {
  workshops: Card[];
  total: number;
}

/** Within this time every instance shows a committed change. */
const PROPAGATION_MS = 1_000;

/**
 * Two API instances on one database, each with its own listing cache: a change made through
 * one (or straight in the database) shows in the other's listing within a second.
 */
describe('Academy listing cache across instances', () => {
  let a: TestApp;
  let b: NestExpressApplication;
  let admin: Member;
  let open: WorkshopFixture;

  const listOn = async (app: NestExpressApplication): Promise<Listing> => {
    const response = await request(app.getHttpServer()).get('/api/workshops?limit=50');
    expect(response.status).toBe(200);
    return response.body as Listing;
  };
  /** Polls B's listing until `accept` holds; returns how long it took (or fails at the limit). */
  const seenOnB = async (accept: (listing: Listing) => boolean): Promise<number> => {
    const started = Date.now();
    for (;;) {
      if (accept(await listOn(b))) return Date.now() - started;
      if (Date.now() - started > PROPAGATION_MS) {
        throw new Error(`instance B still shows the old listing after ${PROPAGATION_MS} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  beforeAll(async () => {
    a = await createTestApp();
    b = await createApp(a.config, pino({ level: 'silent' }));
    admin = await createAdmin(a);
    open = await createWorkshop(a, { title: 'Offene Plätze', sessionsInDays: [6], capacity: 5 });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('caches on both instances (listening for changes)', async () => {
    expect(a.app.get(ListingCacheService).active).toBe(true);
    expect(b.get(ListingCacheService).active).toBe(true);
    const first = await listOn(b);
    expect(first.workshops.map((w) => w.title)).toEqual(['Offene Plätze']);
  });

  it('shows a registration made on instance A in B’s listing within a second', async () => {
    const before = (await listOn(b)).workshops.find((w) => w.id === open.id);
    expect(before?.available_spots).toBe(5);
    // A second read is served from B's cache.
    expect((await listOn(b)).workshops.find((w) => w.id === open.id)?.available_spots).toBe(5);

    const registered = await a.gql<{ registerGuest: { status: string } }>(
      `mutation($s: ID!, $n: String!, $e: String!) {
        registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: $n, email: $e) { status } }`,
      { s: open.sessionIds[0], n: 'Gast Eins', e: 'gast1@example.com' },
    );
    expect(registered.data?.registerGuest.status).toBe('confirmed');

    const took = await seenOnB(
      (listing) => listing.workshops.find((w) => w.id === open.id)?.available_spots === 4,
    );
    expect(took).toBeLessThan(PROPAGATION_MS);
  });

  it('shows an approval made on instance A in B’s listing within a second', async () => {
    const waiting = await createWorkshop(a, { title: 'Wartet auf Freigabe', approved: false });
    expect((await listOn(b)).workshops.some((w) => w.id === waiting.id)).toBe(false);
    expect((await listOn(b)).total).toBe(1);

    const approved = await a.gql<{ approveWorkshop: { id: string } }>(
      'mutation($id: ID!) { approveWorkshop(id: $id) { id } }',
      { id: waiting.id },
      { authorization: `Bearer ${admin.token}` },
    );
    expect(approved.data?.approveWorkshop.id).toBe(waiting.id);

    const took = await seenOnB(
      (listing) => listing.total === 2 && listing.workshops.some((w) => w.id === waiting.id),
    );
    expect(took).toBeLessThan(PROPAGATION_MS);
  });

  it('drops cached pages on a write made outside the API (straight in the database)', async () => {
    expect((await listOn(b)).workshops.some((w) => w.title === 'Umbenannt')).toBe(false);
    await a.db.query("UPDATE workshops SET title = 'Umbenannt' WHERE id = $1", [open.id]);
    const took = await seenOnB((listing) => listing.workshops.some((w) => w.title === 'Umbenannt'));
    expect(took).toBeLessThan(PROPAGATION_MS);
  });

  it('keeps visitors’ GraphQL listing answers until a change is announced', async () => {
    const titlesOnB = async (headers: Record<string, string> = {}) => {
      const response = await request(b.getHttpServer())
        .post('/graphql')
        .set({ 'content-type': 'application/json', ...headers })
        .send({ query: '{ workshops(limit: 50) { total workshops { id title } } }' });
      expect(response.status).toBe(200);
      const body = response.body as { data: { workshops: { workshops: Card[] } } };
      return body.data.workshops.workshops.map((w) => w.title).sort();
    };
    const before = await titlesOnB();
    expect(before).toContain('Umbenannt');
    // A write that announces nothing (row and statement triggers off): B answers from its cache.
    await a.db.query(
      `BEGIN; SET LOCAL session_replication_role = replica;
       UPDATE workshops SET title = 'Still geändert' WHERE id = '${open.id}'; COMMIT`,
    );
    const listing = jest.spyOn(b.get(AcademyListingService), 'list');
    expect(await titlesOnB()).toEqual(before);
    expect(listing).not.toHaveBeenCalled(); // the answer itself was kept, not only its rows
    listing.mockRestore();
    // A signed-in caller's request is never answered from that cache (it runs and reads).
    const member = await titlesOnB({ authorization: `Bearer ${admin.token}` });
    expect(member).toContain('Still geändert');
    // The next announced write drops it: B's visitors see both changes within a second.
    await a.db.query("UPDATE workshops SET description = description || ' ' WHERE id = $1", [
      open.id,
    ]);
    const started = Date.now();
    while (!(await titlesOnB()).includes('Still geändert')) {
      if (Date.now() - started > PROPAGATION_MS) throw new Error('GraphQL answer still cached');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
});
