import { jest } from '@jest/globals';
import { formatBerlinTime } from '@platform/domain';
import { WorkshopViewsService } from '../../src/modules/workshops/catalog/workshop-views.service.js';
import { createAdmin, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  authAs as as,
  berlinMonday,
  createWorkshop,
  createWorkshopAuthor,
  pngDataUrl,
  tinyPdf,
  UPDATE_WORKSHOP,
  updateInputOf,
  WORKSHOP_FIELDS,
  type WorkshopView,
} from '../support/workshop-fixtures.js';

const PENDING = `{ pendingWorkshops { ${WORKSHOP_FIELDS} } }`;
const CHANGES = '{ workshopChanges { id workshopId workshopTitle createdAt isReviewed changes } }';

describe('admins review workshops and their changes', () => {
  let t: TestApp;
  let admin: Member;
  let author: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    author = await createWorkshopAuthor(t);
    other = await createWorkshopAuthor(t);
    // The author reads English: their mails come in English.
    await t.db.query("UPDATE users SET locale = 'en' WHERE id = $1", [author.id]);
  });
  afterAll(() => t.close());

  const approve = (id: string, who: Member | null = admin) =>
    t.gql<{ approveWorkshop: WorkshopView }>(
      `mutation($id: ID!) { approveWorkshop(id: $id) { ${WORKSHOP_FIELDS} } }`,
      { id },
      as(who),
    );
  const update = (who: Member, workshop: WorkshopView, overrides: Record<string, unknown>) =>
    t.gql<{ updateWorkshop: WorkshopView }>(
      UPDATE_WORKSHOP,
      { id: workshop.id, i: updateInputOf(workshop, overrides) },
      as(who),
    );
  const approvedWorkshop = async (overrides: Record<string, unknown> = {}) => {
    const created = await createWorkshop(t, author, overrides);
    const approved = await approve(created.id);
    if (!approved.data) throw new Error(JSON.stringify(approved.errors));
    return approved.data.approveWorkshop;
  };

  it('lets only admins see the pending list, over GraphQL and REST', async () => {
    const created = await createWorkshop(t, author, { title: 'Wartet' });
    expect((await t.gql(PENDING)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(PENDING, {}, as(author))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const listed = await t.gql<{ pendingWorkshops: WorkshopView[] }>(PENDING, {}, as(admin));
    expect(listed.data?.pendingWorkshops.find((w) => w.id === created.id)).toMatchObject({
      title: 'Wartet',
      creatorEmail: author.email,
      creatorName: 'Erika Muster',
    });
    expect((await t.http.get('/api/workshops/admin/pending')).status).toBe(401);
    expect((await t.http.get('/api/workshops/admin/pending').set(as(other))).status).toBe(403);
    const rest = await t.http.get('/api/workshops/admin/pending').set(as(admin));
    expect(rest.status).toBe(200);
    expect(
      (rest.body.workshops as Array<{ id: string; creator_email: string }>).find(
        (w) => w.id === created.id,
      )?.creator_email,
    ).toBe(author.email);
  });

  it('approves over GraphQL: live, off the pending list, the creator told in their language', async () => {
    const created = await createWorkshop(t, author, { title: 'Freigeben GraphQL' });
    expect((await approve(created.id, author)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await approve(created.id, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const approved = await approve(created.id);
    expect(approved.data?.approveWorkshop.isApproved).toBe(true);
    const mail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(author.email) &&
        m.subject === 'Your workshop has been approved: Freigeben GraphQL',
    );
    expect(mail.text).toContain('/member-area?tab=workshops');
    const listed = await t.gql<{ pendingWorkshops: WorkshopView[] }>(PENDING, {}, as(admin));
    expect(listed.data?.pendingWorkshops.some((w) => w.id === created.id)).toBe(false);
  });

  it('approves and rejects over REST; rejection deletes and tells the creator', async () => {
    const a = await createWorkshop(t, author, { title: 'Freigeben REST' });
    expect((await t.http.post(`/api/workshops/admin/${a.id}/approve`)).status).toBe(401);
    expect((await t.http.post(`/api/workshops/admin/${a.id}/approve`).set(as(author))).status).toBe(
      403,
    );
    const approved = await t.http.post(`/api/workshops/admin/${a.id}/approve`).set(as(admin));
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      success: true,
      workshop: { id: a.id, is_approved: true },
    });

    const b = await createWorkshop(t, author, { title: 'Ablehnen REST' });
    expect((await t.http.post(`/api/workshops/admin/${b.id}/reject`).set(as(other))).status).toBe(
      403,
    );
    const rejected = await t.http.post(`/api/workshops/admin/${b.id}/reject`).set(as(admin));
    expect(rejected.body).toEqual({ success: true });
    expect(
      await t.db.query('SELECT id FROM workshop_sessions WHERE workshop_id = $1', [b.id]),
    ).toEqual([]);
    expect((await t.http.get(b.posterUrl!)).status).toBe(404);
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(author.email) &&
        m.subject === 'Your workshop was not approved: Ablehnen REST',
    );
    const missing = await t.http.post(`/api/workshops/admin/${b.id}/reject`).set(as(admin));
    expect(missing.status).toBe(404);
  });

  it('rejects over GraphQL', async () => {
    const created = await createWorkshop(t, author, { title: 'Ablehnen GraphQL' });
    const reject = 'mutation($id: ID!) { rejectWorkshop(id: $id) }';
    expect(
      (await t.gql(reject, { id: created.id }, as(author))).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await t.gql(reject, { id: created.id }, as(admin))).data).toEqual({
      rejectWorkshop: true,
    });
    expect(await t.db.query('SELECT id FROM workshops WHERE id = $1', [created.id])).toEqual([]);
  });

  it('applies edits of an approved workshop at once (new texts wait for review) and records them for the admins', async () => {
    const workshop = await approvedWorkshop({ title: 'Alter Titel' });
    const edited = await update(author, workshop, {
      title: 'Neuer Titel',
      maxParticipants: 20,
      tags: ['KI', 'Neu'],
    });
    // The title waits for an admin (security-reviewed: see workshop-text-review.test.ts).
    expect(edited.data?.updateWorkshop).toMatchObject({
      title: 'Alter Titel',
      maxParticipants: 20,
      isApproved: true,
    });
    const changes = await t.gql<{ workshopChanges: Array<Record<string, unknown>> }>(
      CHANGES,
      {},
      as(admin),
    );
    const record = changes.data?.workshopChanges.find((c) => c.workshopId === workshop.id);
    expect(record).toMatchObject({ workshopTitle: 'Alter Titel', isReviewed: false });
    expect(record?.changes).toEqual([
      'Titel: Alter Titel → Neuer Titel',
      'Max. Teilnehmende: 12 → 20',
      'Tags: KI, Design → KI, Neu',
      'Texte: Änderung von Titel/Beschreibung wartet auf Freigabe',
    ]);

    // An edit that changes nothing leaves no record (the editor shows the waiting title).
    await update(author, edited.data!.updateWorkshop, { title: 'Neuer Titel' });
    const after = await t.gql<{ workshopChanges: Array<{ workshopId: string }> }>(
      CHANGES,
      {},
      as(admin),
    );
    expect(after.data?.workshopChanges.filter((c) => c.workshopId === workshop.id)).toHaveLength(1);
  });

  it('tells the review screen when a waiting poster is a PDF', async () => {
    const workshop = await approvedWorkshop({ title: 'PDF-Poster' });
    const edited = await update(author, workshop, {
      poster: { dataUrl: `data:application/pdf;base64,${tinyPdf().toString('base64')}` },
    });
    expect(edited.errors).toBeUndefined();
    const pending = await t.gql<{ pendingWorkshops: WorkshopView[] }>(PENDING, {}, as(admin));
    const item = pending.data?.pendingWorkshops.find((w) => w.id === workshop.id);
    expect(item).toMatchObject({ posterIsPdf: false, pendingPosterIsPdf: true });
  });

  it('keeps the old poster of an approved workshop until an admin approves the new one', async () => {
    const workshop = await approvedWorkshop({ title: 'Poster-Test' });
    const edited = await update(author, workshop, {
      poster: { dataUrl: await pngDataUrl(500, 500) },
    });
    const view = edited.data!.updateWorkshop;
    expect(view.posterUrl).toBe(workshop.posterUrl);
    expect(view.pendingPosterUrl).toMatch(/^\/media\//);
    expect(view.pendingPosterIsPdf).toBe(false);
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(admin.email) &&
        m.subject === 'Neues Poster wartet auf Freigabe: Poster-Test',
    );
    const pending = await t.gql<{ pendingWorkshops: WorkshopView[] }>(PENDING, {}, as(admin));
    expect(pending.data?.pendingWorkshops.some((w) => w.id === workshop.id)).toBe(true);
    const changes = await t.gql<{
      workshopChanges: Array<{ workshopId: string; changes: string[] }>;
    }>(CHANGES, {}, as(admin));
    expect(
      changes.data?.workshopChanges.find((c) => c.workshopId === workshop.id)?.changes,
    ).toEqual(['Poster: neues Poster wartet auf Freigabe']);

    const approvePoster = `mutation($id: ID!) { approveWorkshopPoster(id: $id) { posterUrl pendingPosterUrl } }`;
    expect(
      (await t.gql(approvePoster, { id: workshop.id }, as(author))).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const approved = await t.gql<{ approveWorkshopPoster: WorkshopView }>(
      approvePoster,
      { id: workshop.id },
      as(admin),
    );
    expect(approved.data?.approveWorkshopPoster).toEqual({
      posterUrl: view.pendingPosterUrl,
      pendingPosterUrl: null,
    });
    expect((await t.http.get(workshop.posterUrl!)).status).toBe(404);
    const again = await t.gql(approvePoster, { id: workshop.id }, as(admin));
    expect(again.errors?.[0]?.extensions?.code).toBe('WORKSHOP_NO_PENDING_POSTER');

    // A second new poster, this time rejected: the approved one stays.
    await update(author, workshop, { poster: { dataUrl: await pngDataUrl(400, 400) } });
    const rejected = await t.gql<{ rejectWorkshopPoster: WorkshopView }>(
      `mutation($id: ID!) { rejectWorkshopPoster(id: $id) { posterUrl pendingPosterUrl } }`,
      { id: workshop.id },
      as(admin),
    );
    expect(rejected.data?.rejectWorkshopPoster).toEqual({
      posterUrl: view.pendingPosterUrl,
      pendingPosterUrl: null,
    });
  });

  it('marks change records reviewed, one way, over GraphQL and REST; admins only', async () => {
    const workshop = await approvedWorkshop({ title: 'Prüfen' });
    await update(author, workshop, { description: 'Neu beschrieben.' });
    await update(author, workshop, { description: 'Noch einmal neu.' });
    const rest = await t.http.get('/api/workshops/admin/changes').set(as(admin));
    expect(rest.status).toBe(200);
    const mine = (
      rest.body.changes as Array<{
        id: string;
        workshop_id: string;
        is_reviewed: boolean;
        changes: { changes: string[] };
      }>
    ).filter((c) => c.workshop_id === workshop.id);
    expect(mine).toHaveLength(2);
    // Newest first.
    expect(mine[0].changes.changes).toEqual([
      'Beschreibung: Neu beschrieben. → Noch einmal neu.',
      'Texte: Änderung von Titel/Beschreibung wartet auf Freigabe',
    ]);
    expect((await t.http.get('/api/workshops/admin/changes').set(as(author))).status).toBe(403);
    expect(
      (await t.http.post(`/api/workshops/admin/changes/${mine[0].id}/review`).set(as(author)))
        .status,
    ).toBe(403);

    const reviewed = await t.http
      .post(`/api/workshops/admin/changes/${mine[0].id}/review`)
      .set(as(admin));
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.change).toMatchObject({ id: mine[0].id, is_reviewed: true });
    const mark = `mutation($id: ID!) { markWorkshopChangeReviewed(id: $id) { id isReviewed } }`;
    expect((await t.gql(mark, { id: mine[1].id }, as(author))).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const gql = await t.gql<{ markWorkshopChangeReviewed: { isReviewed: boolean } }>(
      mark,
      { id: mine[1].id },
      as(admin),
    );
    expect(gql.data?.markWorkshopChangeReviewed.isReviewed).toBe(true);
    const twice = await t.gql(mark, { id: mine[1].id }, as(admin));
    expect(twice.data).toEqual({
      markWorkshopChangeReviewed: { id: mine[1].id, isReviewed: true },
    });
    const unknown = await t.http
      .post('/api/workshops/admin/changes/00000000-0000-4000-8000-000000000000/review')
      .set(as(admin));
    expect(unknown.status).toBe(404);

    // The record outlives its workshop.
    await t.gql('mutation($id: ID!) { deleteWorkshop(id: $id) }', { id: workshop.id }, as(author));
    const left = await t.gql<{
      workshopChanges: Array<{ id: string; workshopId: string | null; workshopTitle: string }>;
    }>(CHANGES, {}, as(admin));
    expect(left.data?.workshopChanges.find((c) => c.id === mine[0].id)).toMatchObject({
      workshopId: null,
      workshopTitle: 'Prüfen',
    });
  });

  it('regenerates future sessions without registrations and keeps the ones with registrations', async () => {
    const start = berlinMonday(7);
    const workshop = await approvedWorkshop({
      title: 'Serie',
      startTime: start.toISOString(),
      recurrence: {
        rule: 'FREQ=WEEKLY;BYDAY=MO',
        endDate: new Date(start.getTime() + 22 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(workshop.sessions).toHaveLength(4);
    const booked = workshop.sessions[1];
    await t.db.query('UPDATE workshop_sessions SET registered_count = 3 WHERE id = $1', [
      booked.id,
    ]);

    const later = new Date(start.getTime() + 3_600_000); // 19:00 instead of 18:00
    const edited = await update(author, workshop, {
      startTime: later.toISOString(),
      maxParticipants: 2,
    });
    const sessions = edited.data!.updateWorkshop.sessions;
    expect(sessions).toHaveLength(5);
    const kept = sessions.find((s) => s.id === booked.id);
    expect(kept).toMatchObject({ startsAt: booked.startsAt, registeredCount: 3, capacity: 3 });
    const fresh = sessions.filter((s) => s.id !== booked.id);
    expect(fresh.map((s) => formatBerlinTime(s.startsAt))).toEqual(Array(4).fill('19:00'));
    expect(fresh.every((s) => s.capacity === 2)).toBe(true);
    expect(
      workshop.sessions
        .filter((s) => s.id !== booked.id)
        .some((s) => sessions.some((n) => n.id === s.id)),
    ).toBe(false);

    const changes = await t.gql<{
      workshopChanges: Array<{ workshopId: string; changes: string[] }>;
    }>(CHANGES, {}, as(admin));
    const lines = changes.data?.workshopChanges.find((c) => c.workshopId === workshop.id)?.changes;
    expect(lines?.[0]).toMatch(/^Beginn: .*18:00 → .*19:00$/);
    expect(lines).toContain('Max. Teilnehmende: 12 → 2');

    // Turning the series into a one-off keeps the booked session and drops the other future ones.
    const oneOff = await update(author, edited.data!.updateWorkshop, {
      startTime: later.toISOString(),
      recurrence: null,
    });
    expect(oneOff.data?.updateWorkshop.recurrenceRule).toBeNull();
    const remaining = oneOff.data!.updateWorkshop.sessions;
    expect(remaining.map((s) => s.startsAt)).toEqual([later.toISOString(), booked.startsAt]);
    expect(remaining[1].id).toBe(booked.id);
  });

  it("keeps a series as it is when the form sends back one of its sessions' start", async () => {
    const start = berlinMonday(7);
    const workshop = await approvedWorkshop({
      title: 'Laufende Serie',
      startTime: start.toISOString(),
      recurrence: { rule: 'FREQ=WEEKLY;BYDAY=MO', endDate: null },
    });
    const edited = await update(author, workshop, {
      title: 'Laufende Serie, neu',
      startTime: workshop.sessions[1].startsAt,
    });
    expect(edited.data?.updateWorkshop.sessions.map((s) => s.id)).toEqual(
      workshop.sessions.map((s) => s.id),
    );
    const changes = await t.gql<{
      workshopChanges: Array<{ workshopId: string; changes: string[] }>;
    }>(CHANGES, {}, as(admin));
    expect(
      changes.data?.workshopChanges.find((c) => c.workshopId === workshop.id)?.changes,
    ).toEqual([
      'Titel: Laufende Serie → Laufende Serie, neu',
      'Texte: Änderung von Titel/Beschreibung wartet auf Freigabe',
    ]);
  });

  it('sets the featured flag: admins only', async () => {
    const workshop = await approvedWorkshop({ title: 'Hervorgehoben' });
    const feature = `mutation($id: ID!, $f: Boolean!) { setWorkshopFeatured(id: $id, featured: $f) { isFeatured } }`;
    expect(
      (await t.gql(feature, { id: workshop.id, f: true }, as(author))).errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
    expect((await t.gql(feature, { id: workshop.id, f: true }, as(admin))).data).toEqual({
      setWorkshopFeatured: { isFeatured: true },
    });
    const missing = await t.gql(feature, { id: 'nope', f: true }, as(admin));
    expect(missing.errors?.[0]?.extensions?.code).toBe('WORKSHOP_NOT_FOUND');
  });

  it('batches the sessions of many workshops into one query', async () => {
    const lister = await createWorkshopAuthor(t);
    for (const title of ['Eins', 'Zwei', 'Drei']) await createWorkshop(t, lister, { title });
    // A spy that passes through to the real query: how often the sessions are loaded.
    const load = jest.spyOn(t.app.get(WorkshopViewsService), 'upcomingSessions');
    const mine = await t.gql<{ myWorkshops: WorkshopView[] }>(
      '{ myWorkshops { id sessions { id startsAt } } }',
      {},
      as(lister),
    );
    expect(mine.data?.myWorkshops).toHaveLength(3);
    expect(mine.data?.myWorkshops.every((w) => w.sessions.length === 1)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0][0]).toHaveLength(3);
    load.mockRestore();
  });
});
