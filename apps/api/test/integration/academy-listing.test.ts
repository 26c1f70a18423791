import { DataSource } from 'typeorm';
import { ListingRefresherService } from '../../src/modules/workshops/catalog/listing-refresher.service.js';
import { createWorkshop, type WorkshopFixture } from '../support/academy-fixtures.js';
import { createAdmin, createMember, type Member } from '../support/factories.js';
import { eventually } from '../support/outbox-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { countStatements } from '../support/statement-counter.js';

const CARD = `id slug title format startTime availableSpots currentParticipants maxParticipants
  basePriceCents memberDiscountPercent memberPriceCents isFeatured status tags videoCallLink
  promoCodes { code tool description } myRegistration { id status }`;
const LIST = `query($f: WorkshopFilter, $p: Int, $l: Int) {
  workshops(filter: $f, page: $p, limit: $l) { total workshops { ${CARD} } } }`;

type Card = Record<string, unknown> & { id: string; title: string };
type Page = { workshops: { total: number; workshops: Card[] } };

describe('Academy listing and detail', () => {
  let t: TestApp;
  let member: Member;
  let admin: Member;
  let soon: WorkshopFixture;
  let later: WorkshopFixture;
  let membersOnly: WorkshopFixture;
  let full: WorkshopFixture;
  let hybrid: WorkshopFixture;

  const as = (m: Member | null): Record<string, string> =>
    m ? { authorization: `Bearer ${m.token}` } : {};
  const list = (vars: Record<string, unknown>, who: Member | null = null) =>
    t.gql<Page>(LIST, vars, as(who));
  const titles = (page: Page | undefined) => page?.workshops.workshops.map((w) => w.title);

  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t, { verified: true });
    admin = await createAdmin(t);
    later = await createWorkshop(t, {
      title: 'Prototypen bauen',
      description: 'Wir entwickeln Prototypen mit Nutzern.',
      sessionsInDays: [20],
      tags: ['Design'],
    });
    soon = await createWorkshop(t, {
      title: 'Websites mit KI-Tools bauen',
      description: 'Programmierwerkzeuge und Bausteine für Vereine.',
      sessionsInDays: [-14, 3, 17],
      featured: true,
      tags: ['KI', 'Website'],
      basePriceCents: 999,
    });
    membersOnly = await createWorkshop(t, {
      title: 'KI im Mittelstand',
      visibility: 'members_only',
      sessionsInDays: [10],
      format: 'in_person',
      location: 'Berlin',
    });
    full = await createWorkshop(t, { title: 'Ausgebucht', sessionsInDays: [5], capacity: 2 });
    await t.db.query('UPDATE workshop_sessions SET registered_count = 2 WHERE id = $1', [
      full.sessionIds[0],
    ]);
    hybrid = await createWorkshop(t, {
      title: 'Hybrid arbeiten',
      description: 'Teams with AI agents, running workshops in English.',
      format: 'hybrid',
      sessionsInDays: [12],
      category: 'Strategie',
    });
    await createWorkshop(t, { title: 'Noch nicht freigegeben', approved: false });
    await createWorkshop(t, { title: 'Vorbei', sessionsInDays: [-3] });
    await createWorkshop(t, { title: 'Abgesagt', status: 'cancelled', sessionsInDays: [8] });
    await t.db.query(
      `INSERT INTO academy_promo_codes (code, tool, description_de, description_en)
       VALUES ('ALLE-10', 'Editor', 'Zehn Prozent', 'Ten percent')`,
    );
    await t.db.query(
      `INSERT INTO academy_promo_codes (code, tool, description_de, description_en, workshop_id)
       VALUES ('NUR-KI', 'Hosting', 'Nur hier', 'Only here', $1)`,
      [soon.id],
    );
  });
  afterAll(() => t.close());

  it('shows visitors approved public workshops ahead, ordered by the next session', async () => {
    const result = await list({});
    expect(result.errors).toBeUndefined();
    expect(titles(result.data)).toEqual([
      'Websites mit KI-Tools bauen',
      'Ausgebucht',
      'Hybrid arbeiten',
      'Prototypen bauen',
    ]);
    expect(result.data?.workshops.total).toBe(4);
    const first = result.data!.workshops.workshops[0];
    // The next session (in 3 days), not the past one; member price rounded to the cent.
    expect(new Date(first.startTime as string).getTime()).toBeGreaterThan(Date.now());
    expect(first).toMatchObject({
      basePriceCents: 999,
      memberDiscountPercent: 50,
      memberPriceCents: 500,
      isFeatured: true,
      promoCodes: [],
      myRegistration: null,
      videoCallLink: null,
    });
  });

  it('shows signed-in members the members-only workshop, with promo codes', async () => {
    const result = await list({}, member);
    expect(titles(result.data)).toContain('KI im Mittelstand');
    expect(result.data?.workshops.total).toBe(5);
    const ki = result.data!.workshops.workshops.find((w) => w.id === soon.id)!;
    expect((ki.promoCodes as Array<{ code: string }>).map((c) => c.code)).toEqual([
      'ALLE-10',
      'NUR-KI',
    ]);
    const other = result.data!.workshops.workshops.find((w) => w.id === later.id)!;
    expect(other.promoCodes).toEqual([
      { code: 'ALLE-10', tool: 'Editor', description: 'Zehn Prozent' },
    ]);
  });

  it('filters by format, featured, availability, tags, category and status', async () => {
    expect(titles((await list({ f: { formats: ['hybrid'] } })).data)).toEqual(['Hybrid arbeiten']);
    expect(titles((await list({ f: { featured: true } })).data)).toEqual([
      'Websites mit KI-Tools bauen',
    ]);
    const available = await list({ f: { hasAvailableSpots: true } });
    expect(titles(available.data)).not.toContain('Ausgebucht');
    expect(available.data?.workshops.total).toBe(3);
    expect(titles((await list({ f: { tags: ['Design', 'Nope'] } })).data)).toEqual([
      'Prototypen bauen',
    ]);
    expect(titles((await list({ f: { category: 'Strategie' } })).data)).toEqual([
      'Hybrid arbeiten',
    ]);
    expect(titles((await list({ f: { statuses: ['cancelled'] } })).data)).toEqual(['Abgesagt']);
    expect(titles((await list({ f: { formats: ['in_person'] } }, member)).data)).toEqual([
      'KI im Mittelstand',
    ]);
  });

  it('searches title and description on the server with German and English stems', async () => {
    // German stemming: "Prototyp" finds "Prototypen"; prefix: "Webs" finds "Websites".
    expect(titles((await list({ f: { search: 'Prototyp' } })).data)).toEqual(['Prototypen bauen']);
    expect(titles((await list({ f: { search: 'webs' } })).data)).toEqual([
      'Websites mit KI-Tools bauen',
    ]);
    // English stemming: "agent" finds "agents"; a match beyond page 1 is still counted.
    const english = await list({ f: { search: 'agent' }, l: 1 });
    expect(titles(english.data)).toEqual(['Hybrid arbeiten']);
    const deep = await list({ f: { search: 'bauen' }, p: 2, l: 1 });
    expect(deep.data?.workshops.total).toBe(2);
    expect(titles(deep.data)).toEqual(['Prototypen bauen']);
    // Syntax characters are only separators, never tsquery operators.
    expect((await list({ f: { search: "&|!:*()'" } })).data?.workshops.total).toBe(4);
  });

  it('pages with page and limit', async () => {
    const second = await list({ p: 2, l: 2 });
    expect(titles(second.data)).toEqual(['Hybrid arbeiten', 'Prototypen bauen']);
    expect(second.data?.workshops.total).toBe(4);
    expect((await list({ p: 9, l: 2 })).data?.workshops.workshops).toEqual([]);
  });

  it('refuses a limit above 100 (and below 1) with a clear error in the caller’s language', async () => {
    const result = await t.gql(LIST, { l: 1000 }, { 'accept-language': 'en' });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Please request at most 100 workshops per page.',
      extensions: { code: 'ACADEMY_PAGE_LIMIT' },
    });
    expect((await list({ l: 0 })).errors?.[0]?.extensions?.code).toBe('ACADEMY_PAGE_LIMIT');
    expect((await list({ p: 0 })).errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const rest = await t.http.get('/api/workshops?limit=1000');
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toBe('Bitte fordern Sie höchstens 100 Workshops pro Seite an.');
  });

  it('serves GET /api/workshops with the documented query parameters', async () => {
    const all = await t.http.get('/api/workshops');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    const first = all.body.workshops[0];
    expect(first).toMatchObject({
      slug: soon.slug,
      format: 'online',
      base_price: 9.99,
      effective_price_for_member: 5,
      member_discount_percent: 50,
      is_featured: true,
      status: 'scheduled',
      promo_codes: [],
      guest_registration_enabled: true,
    });
    expect(first.available_spots).toBe(20);
    const filtered = await t.http.get(
      '/api/workshops?format=online&format=hybrid&has_available_spots=true&is_featured=false&limit=12&page=1',
    );
    expect((filtered.body.workshops as Card[]).map((w) => w.title)).toEqual([
      'Hybrid arbeiten',
      'Prototypen bauen',
    ]);
    expect((await t.http.get('/api/workshops?tags=KI&status=scheduled')).body.total).toBe(1);
    const bad = await t.http.get('/api/workshops?format=moon');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.format).toBeDefined();
    const members = await t.http.get('/api/workshops').set(as(member));
    expect(members.body.total).toBe(5);
    expect(members.body.workshops[0].promo_codes.length).toBe(2);
  });

  it('shows one workshop by slug or id; unknown or unapproved ones are not found, members-only ones say so', async () => {
    const bySlug = await t.gql<{ workshop: Card }>(
      'query($s: String!) { workshop(slugOrId: $s) { id title availableSpots } }',
      { s: soon.slug },
    );
    expect(bySlug.data?.workshop).toMatchObject({ id: soon.id, availableSpots: 20 });
    const rest = await t.http.get(`/api/workshops/${soon.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body.workshop.slug).toBe(soon.slug);
    for (const key of ['kein-workshop', '00000000-0000-0000-0000-000000000000']) {
      const missing = await t.http.get(`/api/workshops/${key}`).set('accept-language', 'de');
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toMatch(/^Workshop nicht gefunden/);
    }
    const [unapproved] = await t.db.query<{ slug: string }>(
      'SELECT slug FROM workshops WHERE NOT is_approved',
    );
    expect((await t.http.get(`/api/workshops/${unapproved.slug}`).set(as(admin))).status).toBe(404);
    const hidden = await t.http.get(`/api/workshops/${membersOnly.slug}`);
    expect(hidden.status).toBe(403);
    expect(hidden.body.error.code).toBe('ACADEMY_WORKSHOP_MEMBERS_ONLY');
    expect(JSON.stringify(hidden.body)).not.toContain('Berlin');
    const forMember = await t.http.get(`/api/workshops/${membersOnly.slug}`).set(as(member));
    expect(forMember.body.workshop.location).toBe('Berlin');
    const gqlMissing = await t.gql('{ workshop(slugOrId: "nope") { id } }');
    expect(gqlMissing.errors?.[0]?.extensions?.code).toBe('ACADEMY_WORKSHOP_NOT_FOUND');
  });

  it('shows the raw video link only to the creator and admins (registrants get a join link)', async () => {
    const query = 'query($s: String!) { workshop(slugOrId: $s) { videoCallLink } }';
    expect(
      (await t.gql<{ workshop: Card }>(query, { s: hybrid.slug })).data?.workshop.videoCallLink,
    ).toBeNull();
    const forAdmin = await t.gql<{ workshop: Card }>(query, { s: hybrid.slug }, as(admin));
    expect(forAdmin.data?.workshop.videoCallLink).toBe('https://meet.example.com/room');
  });

  it('keeps the listing copy in step with sessions, and moves on once a session has begun', async () => {
    const w = await createWorkshop(t, { title: 'Zeitreise', sessionsInDays: [40, 60] });
    const next = async () =>
      (
        await t.db.query<{ next_session_id: string | null }>(
          'SELECT next_session_id FROM academy_listing WHERE workshop_id = $1',
          [w.id],
        )
      )[0]?.next_session_id;
    expect(await next()).toBe(w.sessionIds[0]);
    // As if the first session had begun a moment ago without any write since.
    await t.db.query('ALTER TABLE workshop_sessions DISABLE TRIGGER academy_listing_session');
    await t.db.query(
      "UPDATE workshop_sessions SET starts_at = now() - interval '1 minute' WHERE id = $1",
      [w.sessionIds[0]],
    );
    await t.db.query('ALTER TABLE workshop_sessions ENABLE TRIGGER academy_listing_session');
    await t.db.query(
      "UPDATE academy_listing SET next_starts_at = now() - interval '1 minute' WHERE workshop_id = $1",
      [w.id],
    );
    expect(titles((await list({ f: { search: 'Zeitreise' } })).data)).toEqual([]);
    expect(await t.app.get(ListingRefresherService).refreshStarted()).toBeGreaterThanOrEqual(1);
    expect(await next()).toBe(w.sessionIds[1]);
    // Cached answers (pages and visitors' GraphQL answers) are dropped when the refresh's NOTIFY
    // arrives: within a second, not at the same instant.
    await eventually(
      async () => titles((await list({ f: { search: 'Zeitreise' } })).data)?.[0] === 'Zeitreise',
      'the listing with the workshop again',
      1000,
    );
    // Deleting the remaining sessions takes it out of the listing within a second (every
    // instance's cached pages are dropped by the listing's NOTIFY).
    await t.db.query('DELETE FROM workshop_sessions WHERE workshop_id = $1', [w.id]);
    expect(await next()).toBeNull();
    await eventually(
      async () => titles((await list({ f: { search: 'Zeitreise' } })).data)?.length === 0,
      'the listing without the workshop',
      1000,
    );
  });

  it('answers a listing page with the same number of SQL statements whatever its size', async () => {
    const dataSource = t.app.get(DataSource);
    for (let i = 0; i < 30; i++) await createWorkshop(t, { sessionsInDays: [30 + i] });
    const counter = countStatements(dataSource);
    try {
      const count = async (limit: number) => {
        counter.reset();
        const result = await list({ l: limit }, member);
        expect(result.errors).toBeUndefined();
        expect(result.data?.workshops.workshops.length).toBe(limit);
        return counter.statements.length;
      };
      const small = await count(2);
      const large = await count(30);
      expect(small).toBeGreaterThan(0);
      expect(large).toBe(small);
    } finally {
      counter.stop();
    }
  });
});
