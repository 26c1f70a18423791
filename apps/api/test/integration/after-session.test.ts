import { DataSource } from 'typeorm';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEEDBACK_LIMITS, MATERIAL_LIMITS } from '@platform/domain';
import { createWorkshop, type WorkshopFixture } from '../support/academy-fixtures.js';
import {
  createAdmin,
  createMember,
  linkIn,
  type Member,
  uniqueEmail,
} from '../support/factories.js';
import { FeedbackLinks } from '../../src/modules/after-session/index.js';
import { FeedbackRepository } from '../../src/modules/after-session/feedback.repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { authAs as as, createWorkshopAuthor, tinyPdf } from '../support/workshop-fixtures.js';

const SHELL = '<!doctype html><html lang="de"><head><title>x</title></head><body></body></html>';

function fetchHtml(url: string): Promise<string> {
  return new Promise((done, fail) => {
    get(url, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (html += chunk));
      res.on('end', () => done(html));
    }).on('error', fail);
  });
}

function eventJsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json" data-workshop="event">([^<]*)<\/script>/.exec(
    html,
  );
  if (!match?.[1]) throw new Error('no Event data in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

const GIVE = `mutation($i: FeedbackInput!) { giveFeedback(input: $i) {
  id overall contentRating hostRating comment showPublicly firstName commentHidden } }`;
const FORM = `query($r: ID!, $t: String) { feedbackForm(registrationId: $r, token: $t) {
  canGive refusal workshopTitle given { overall comment } } }`;
const AFTER = `query($r: ID!, $t: String) { afterSession(registrationId: $r, token: $t) {
  canGiveFeedback feedbackGiven materials { id title audience kind downloadPath } } }`;
const RATING = `query($s: String!) { workshop(slugOrId: $s) { ratingAverage ratingCount } }`;

describe('after the session: feedback only from attendees, once; ratings public from 3; materials only for whom they are meant', () => {
  let t: TestApp & { baseUrl: string };
  let host: Member;
  let otherHost: Member;
  let admin: Member;
  const attendees: Member[] = [];
  let absent: Member;
  let canceller: Member;
  let stranger: Member;
  let workshop: WorkshopFixture;
  let sessionId: string;
  const registrationOf = new Map<string, string>();
  const guestEmail = uniqueEmail('gast-feedback');
  let guest: { id: string; token: string };
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));

  const register = async (member: Member) => {
    const res = await t.gql<{ registerForWorkshop: { id: string } }>(
      'mutation($s: ID!) { registerForWorkshop(sessionId: $s) { id } }',
      { s: sessionId },
      as(member),
    );
    expect(res.errors).toBeUndefined();
    registrationOf.set(member.id, res.data!.registerForWorkshop.id);
    return res.data!.registerForWorkshop.id;
  };
  const checkIn = async (registrationId: string) => {
    const res = await t.gql(
      'mutation($i: CheckInInput!) { checkIn(input: $i) { status } }',
      { i: { sessionId, registrationId } },
      as(host),
    );
    expect(res.errors).toBeUndefined();
  };
  const give = (
    who: Member | null,
    registrationId: string,
    input: Record<string, unknown>,
    token?: string,
  ) =>
    t.gql<{ giveFeedback: Record<string, unknown> }>(
      GIVE,
      { i: { registrationId, token: token ?? null, showPublicly: false, ...input } },
      as(who),
    );
  const feedbackRows = async () =>
    (
      await t.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM session_feedback WHERE workshop_id = $1',
        [workshop.id],
      )
    )[0].count;
  const upload = (
    who: Member | null,
    bytes: Buffer,
    query: Record<string, string>,
    type = 'application/pdf',
  ) =>
    t.http
      .post(`/api/materials/workshops/${workshop.id}?${new URLSearchParams(query).toString()}`)
      .set(as(who))
      .set('content-type', type)
      .send(bytes);
  const download = (who: Member | null, id: string, query: Record<string, string> = {}) =>
    t.http
      .get(`/api/materials/${id}/download?${new URLSearchParams(query).toString()}`)
      .set(as(who))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    t = await createTestApp({ WEB_DIST_DIR: dist }, { listen: true });
    host = await createWorkshopAuthor(t);
    otherHost = await createWorkshopAuthor(t);
    admin = await createAdmin(t);
    for (const name of ['Anna Acker', 'Bernd Bauer', 'Clara Christ'])
      attendees.push(await createMember(t, { verified: true, name }));
    absent = await createMember(t, { verified: true, name: 'Abwesend Albert' });
    canceller = await createMember(t, { verified: true, name: 'Storno Stefan' });
    stranger = await createMember(t, { verified: true, name: 'Fremd Frieda' });
    workshop = await createWorkshop(t, {
      title: 'Feedback-Werkstatt',
      creatorId: host.id,
      format: 'in_person',
      location: 'Werkhalle 3, Berlin',
      videoCallLink: null,
      basePriceCents: 0,
      sessionsInDays: [2, 9],
    });
    sessionId = workshop.sessionIds[0];
    for (const m of [...attendees, absent, canceller]) await register(m);
    for (const m of [...attendees, canceller]) await checkIn(registrationOf.get(m.id)!);
    const cancelled = await t.gql(
      'mutation($i: ID!) { cancelRegistration(id: $i) { status } }',
      { i: registrationOf.get(canceller.id) },
      as(canceller),
    );
    expect(cancelled.errors).toBeUndefined();
    const g = await t.gql(
      'mutation($s: ID!, $e: String!) { registerGuest(sessionId: $s, name: "Gustav Gast", email: $e) { status } }',
      { s: sessionId, e: guestEmail },
    );
    expect(g.errors).toBeUndefined();
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(guestEmail) && /Feedback-Werkstatt/.test(m.subject ?? ''),
    );
    const url = new URL(linkIn(mail.text, '/academy/cancel?registration='));
    guest = { id: url.searchParams.get('registration')!, token: url.searchParams.get('token')! };
  });
  afterAll(() => t.close());

  it('refuses feedback from anyone but an attendee: visitor, another member, the absent, the cancelled, a guest not checked in', async () => {
    const attendeeReg = registrationOf.get(attendees[0].id)!;
    const code = (res: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
      res.errors?.[0]?.extensions?.code;
    expect(code(await give(null, attendeeReg, { overall: 5 }))).toBe('FEEDBACK_NOT_FOUND');
    expect(code(await give(stranger, attendeeReg, { overall: 5 }))).toBe('FEEDBACK_NOT_FOUND');
    expect(code(await give(null, attendeeReg, { overall: 5 }, 'made-up-token'))).toBe(
      'FEEDBACK_NOT_FOUND',
    );
    expect(code(await give(absent, registrationOf.get(absent.id)!, { overall: 5 }))).toBe(
      'FEEDBACK_NOT_ATTENDED',
    );
    expect(code(await give(canceller, registrationOf.get(canceller.id)!, { overall: 5 }))).toBe(
      'FEEDBACK_CANCELLED',
    );
    expect(code(await give(null, guest.id, { overall: 5 }, guest.token))).toBe(
      'FEEDBACK_NOT_ATTENDED',
    );
    const form = await t.gql<{ feedbackForm: { canGive: boolean; refusal: string } }>(
      FORM,
      { r: registrationOf.get(absent.id) },
      as(absent),
    );
    expect(form.data?.feedbackForm).toMatchObject({ canGive: false, refusal: 'not_attended' });
    // The follow-up mail's feedback link opens the page without signing in.
    const link = new URL(t.app.get(FeedbackLinks).path(attendeeReg), 'http://x');
    expect(link.pathname).toBe('/bewertung');
    const opened = await t.gql<{ feedbackForm: { canGive: boolean } }>(FORM, {
      r: link.searchParams.get('registration'),
      t: link.searchParams.get('token'),
    });
    expect(opened.data?.feedbackForm.canGive).toBe(true);
    expect(await feedbackRows()).toBe(0);
  });

  it('checks stars and the comment’s length with field messages in the caller’s language; nothing is written', async () => {
    const reg = registrationOf.get(attendees[0].id)!;
    const missing = await give(attendees[0], reg, { overall: null });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'FEEDBACK_OVERALL_REQUIRED' });
    const stars = await give(attendees[0], reg, { overall: 6 });
    expect(stars.errors?.[0]?.extensions?.code).toBe('FEEDBACK_STARS_INVALID');
    const long = await t.gql(
      GIVE,
      {
        i: {
          registrationId: reg,
          overall: 4,
          comment: 'x'.repeat(FEEDBACK_LIMITS.commentMaxLength + 1),
          showPublicly: false,
        },
      },
      { ...as(attendees[0]), 'x-locale': 'en' },
    );
    expect(long.errors?.[0]?.message).toBe('The comment may be at most 2000 characters long.');
    expect(await feedbackRows()).toBe(0);
  });

  it('an attendee gives feedback once: a second one replaces the first (one row, one rating)', async () => {
    const reg = registrationOf.get(attendees[0].id)!;
    const first = await give(attendees[0], reg, { overall: 2, comment: 'Zu kurz.' });
    expect(first.errors).toBeUndefined();
    const second = await give(attendees[0], reg, {
      overall: 5,
      contentRating: 4,
      hostRating: 5,
      comment: 'Sehr praxisnah, danke!',
      showPublicly: true,
    });
    expect(second.data?.giveFeedback).toMatchObject({
      id: first.data?.giveFeedback.id,
      overall: 5,
      contentRating: 4,
      firstName: 'Anna',
    });
    expect(await feedbackRows()).toBe(1);
    const form = await t.gql<{ feedbackForm: { given: { overall: number } } }>(
      FORM,
      { r: reg },
      as(attendees[0]),
    );
    expect(form.data?.feedbackForm.given.overall).toBe(5);
  });

  it('the average and aggregateRating appear at 3 ratings, not at 2; the host sees averages per session and workshop', async () => {
    await give(attendees[1], registrationOf.get(attendees[1].id)!, {
      overall: 4,
      comment: 'Gut.',
      showPublicly: true,
    });
    const atTwo = await t.gql<{ workshop: { ratingAverage: number | null; ratingCount: number } }>(
      RATING,
      { s: workshop.slug },
    );
    expect(atTwo.data?.workshop).toEqual({ ratingAverage: null, ratingCount: 0 });
    expect(
      eventJsonLd(await fetchHtml(`${t.baseUrl}/academy/${workshop.slug}`)),
    ).not.toHaveProperty('aggregateRating');
    const comments = '{ c: workshopFeedbackComments(workshopId: "WID") { firstName comment } }';
    expect((await t.gql<{ c: unknown[] }>(comments.replace('WID', workshop.id))).data?.c).toEqual(
      [],
    );

    await give(attendees[2], registrationOf.get(attendees[2].id)!, { overall: 3, hostRating: 4 });
    const atThree = await t.gql<{ workshop: { ratingAverage: number; ratingCount: number } }>(
      RATING,
      { s: workshop.slug },
    );
    expect(atThree.data?.workshop).toEqual({ ratingAverage: 4, ratingCount: 3 });
    expect(
      eventJsonLd(await fetchHtml(`${t.baseUrl}/academy/${workshop.slug}`)).aggregateRating,
    ).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      ratingCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    // The listing's card reads the same figures from the workshop row.
    const listing = await t.gql<{
      workshops: { workshops: Array<{ id: string; ratingAverage: number | null }> };
    }>('{ workshops(limit: 50) { workshops { id ratingAverage } } }');
    expect(listing.data?.workshops.workshops.find((w) => w.id === workshop.id)?.ratingAverage).toBe(
      4,
    );
    const shown = await t.gql<{ c: Array<{ firstName: string; comment: string }> }>(
      comments.replace('WID', workshop.id),
    );
    expect(shown.data?.c).toEqual([
      { firstName: 'Bernd', comment: 'Gut.' },
      { firstName: 'Anna', comment: 'Sehr praxisnah, danke!' },
    ]);

    const HOST = `query($w: ID!) { workshopFeedback(workshopId: $w) {
      figures { count overall content host } sessions { sessionId figures { count overall } }
      answers { overall comment firstName } } }`;
    const view = await t.gql<{
      workshopFeedback: { figures: unknown; sessions: unknown[]; answers: unknown[] };
    }>(HOST, { w: workshop.id }, as(host));
    expect(view.data?.workshopFeedback.figures).toEqual({
      count: 3,
      overall: 4,
      content: 4,
      host: 4.5,
    });
    expect(view.data?.workshopFeedback.sessions).toEqual([
      { sessionId, figures: { count: 3, overall: 4 } },
    ]);
    expect(view.data?.workshopFeedback.answers).toHaveLength(3);
    // Someone else's workshop is not found, as the workshops module answers on the same screen.
    for (const who of [otherHost, attendees[0]])
      expect((await t.gql(HOST, { w: workshop.id }, as(who))).errors?.[0]?.extensions?.code).toBe(
        'FEEDBACK_WORKSHOP_NOT_FOUND',
      );
    expect((await t.gql(HOST, { w: workshop.id }, as(admin))).errors).toBeUndefined();
  });

  it('an admin hides a comment: it leaves the public page, the stars still count, the audit log keeps it; nobody else may', async () => {
    const [row] = await t.db.query<{ id: string }>(
      'SELECT id FROM session_feedback WHERE registration_id = $1',
      [registrationOf.get(attendees[1].id)],
    );
    const HIDE =
      'mutation($i: ID!) { setFeedbackCommentHidden(id: $i, hidden: true) { commentHidden } }';
    expect((await t.gql(HIDE, { i: row.id }, as(host))).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const hidden = await t.gql<{ setFeedbackCommentHidden: { commentHidden: boolean } }>(
      HIDE,
      { i: row.id },
      as(admin),
    );
    expect(hidden.data?.setFeedbackCommentHidden.commentHidden).toBe(true);
    const shown = await t.gql<{ c: Array<{ comment: string }> }>(
      `{ c: workshopFeedbackComments(workshopId: "${workshop.id}") { comment } }`,
    );
    expect(shown.data?.c.map((c) => c.comment)).toEqual(['Sehr praxisnah, danke!']);
    expect(
      (await t.gql<{ workshop: { ratingCount: number } }>(RATING, { s: workshop.slug })).data
        ?.workshop.ratingCount,
    ).toBe(3);
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE action = 'feedback.comment_hidden' AND target_id = $1",
      [row.id],
    );
    expect(audit).toHaveLength(1);
  });

  it('deleting registrations’ feedback names the workshops it was about (rolled back here)', async () => {
    const repo = t.app.get(FeedbackRepository);
    const ids = attendees.map((m) => registrationOf.get(m.id)!);
    let named: string[] = [];
    await t.app
      .get(DataSource)
      .transaction(async (tx) => {
        // Alone (-t) the earlier tests' feedback is not there: give one inside this transaction.
        await tx.query(
          `INSERT INTO session_feedback (registration_id, session_id, workshop_id, overall,
             content_rating, host_rating, comment, show_publicly, public_name)
           VALUES ($1, $2, $3, 5, 5, 5, '', false, '') ON CONFLICT (registration_id) DO NOTHING`,
          [ids[0], sessionId, workshop.id],
        );
        named = await repo.deleteOfRegistrations(ids, tx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(named).toEqual([workshop.id]);
    const kept = await t.db.query(
      'SELECT 1 FROM session_feedback WHERE registration_id = ANY($1)',
      [ids],
    );
    expect(kept.length).toBeGreaterThan(0);
  });

  it('the data download holds a member’s feedback; erasing the account takes it away and recounts the workshop', async () => {
    const exported = await t.gql<{ exportMyData: string }>(
      'mutation { exportMyData }',
      {},
      as(attendees[2]),
    );
    const data = JSON.parse(exported.data!.exportMyData) as {
      session_feedback: Array<{ overall: number }>;
    };
    expect(data.session_feedback).toEqual([expect.objectContaining({ overall: 3 })]);
    const done = await t.gql(
      'mutation($p: String) { deleteMyAccount(password: $p) }',
      { p: attendees[2].password },
      as(attendees[2]),
    );
    expect(done.data).toEqual({ deleteMyAccount: true });
    expect(await feedbackRows()).toBe(2);
    const [row] = await t.db.query<{ rating_count: number; rating_sum: number }>(
      'SELECT rating_count, rating_sum FROM workshops WHERE id = $1',
      [workshop.id],
    );
    expect(row).toEqual({ rating_count: 2, rating_sum: 9 });
    const rating = await t.gql<{ workshop: { ratingAverage: number | null } }>(RATING, {
      s: workshop.slug,
    });
    expect(rating.data?.workshop.ratingAverage).toBeNull();
  });

  describe('materials', () => {
    let forAll: string;
    let forAttendees: string;
    const pdf = tinyPdf();

    it('the host uploads a PDF for all registrants and one for attendees; others may not upload', async () => {
      const all = await upload(host, pdf, {
        title: 'Folien',
        audience: 'registrants',
        fileName: 'folien.pdf',
      });
      expect(all.status).toBe(201);
      expect(all.body).toMatchObject({
        title: 'Folien',
        kind: 'file',
        contentType: 'application/pdf',
      });
      forAll = all.body.id as string;
      const att = await upload(host, pdf, {
        title: 'Lösungen',
        audience: 'attendees',
        fileName: 'lösungen.pdf',
        sessionId,
      });
      expect(att.status).toBe(201);
      forAttendees = att.body.id as string;
      expect(
        (await upload(otherHost, pdf, { title: 'X', audience: 'registrants', fileName: 'x.pdf' }))
          .status,
      ).toBe(403);
      expect(
        (
          await upload(attendees[0], pdf, {
            title: 'X',
            audience: 'registrants',
            fileName: 'x.pdf',
          })
        ).status,
      ).toBe(403);
      expect(
        (await upload(null, pdf, { title: 'X', audience: 'registrants', fileName: 'x.pdf' }))
          .status,
      ).toBe(401);
    });

    it('refuses a file whose content is no allowed type, even named .pdf and sent as application/pdf; nothing is stored', async () => {
      const before = await t.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM media',
      );
      const fake = Buffer.from('<html><script>alert(1)</script></html> pretending to be a PDF');
      const res = await upload(host, fake, {
        title: 'Fake',
        audience: 'registrants',
        fileName: 'fake.pdf',
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('NOT_A_MATERIAL_FILE');
      expect(res.body.error.message).toContain('PDF');
      const after = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM media');
      expect(after[0].count).toBe(before[0].count);
    });

    it('takes a file of exactly 20 MB and refuses one byte more with the size message', async () => {
      const exact = Buffer.alloc(MATERIAL_LIMITS.maxFileBytes, 0x20);
      pdf.copy(exact);
      const ok = await upload(host, exact, {
        title: 'Groß',
        audience: 'registrants',
        fileName: 'gross.pdf',
      });
      expect(ok.status).toBe(201);
      const tooBig = await upload(host, Buffer.concat([exact, Buffer.from('x')]), {
        title: 'Zu groß',
        audience: 'registrants',
        fileName: 'zu-gross.pdf',
      });
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.error).toMatchObject({ code: 'FILE_TOO_LARGE' });
      expect(tooBig.body.error.message).toContain('20');
      const deleted = await t.gql(
        'mutation($i: ID!) { deleteMaterial(id: $i) }',
        { i: ok.body.id },
        as(host),
      );
      expect(deleted.errors).toBeUndefined();
    });

    it('downloads are checked per request: visitor, another member, the cancelled and a non-attendee (attendees’ file) get 404, never the file', async () => {
      const [media] = await t.db.query<{ media_id: string }>(
        'SELECT media_id FROM workshop_materials WHERE id = $1',
        [forAll],
      );
      // Never public under the media path.
      expect((await t.http.get(`/media/${media.media_id}`)).status).toBe(404);

      const attendeeReg = registrationOf.get(attendees[0].id)!;
      const absentReg = registrationOf.get(absent.id)!;
      const cancelledReg = registrationOf.get(canceller.id)!;
      for (const [who, query] of [
        [null, {}],
        [null, { registration: attendeeReg }],
        [stranger, { registration: attendeeReg }],
        [stranger, {}],
        [canceller, { registration: cancelledReg }],
        [otherHost, {}],
      ] as Array<[Member | null, Record<string, string>]>) {
        const res = await download(who, forAll, query);
        expect([403, 404]).toContain(res.status);
        expect(Buffer.isBuffer(res.body) && res.body.includes(Buffer.from('%PDF'))).toBe(false);
      }
      expect((await download(absent, forAttendees, { registration: absentReg })).status).toBe(404);
      expect(
        (await download(null, forAttendees, { registration: guest.id, token: guest.token })).status,
      ).toBe(404);

      // The follow-up mail's link works without signing in, and only for what the registration may see.
      const links = t.app.get(FeedbackLinks);
      const mailed = await t.http.get(links.materialPath(forAll, absentReg));
      expect(mailed.status).toBe(200);
      expect((await t.http.get(links.materialPath(forAttendees, absentReg))).status).toBe(404);

      const mine = await download(absent, forAll, { registration: absentReg });
      expect(mine.status).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect((mine.body as Buffer).equals(pdf)).toBe(true);
      const theirs = await download(attendees[0], forAttendees, { registration: attendeeReg });
      expect(theirs.status).toBe(200);
      expect(theirs.headers['content-disposition']).toContain("filename*=UTF-8''l%C3%B6sungen.pdf");
      expect(
        (await download(null, forAll, { registration: guest.id, token: guest.token })).status,
      ).toBe(200);
      expect((await download(host, forAttendees)).status).toBe(200);
    });

    it('each registration lists what it may see; the cancelled sees nothing; the host deletes a material', async () => {
      const list = async (who: Member | null, r: string, token?: string) =>
        (
          await t.gql<{
            afterSession: { materials: Array<{ id: string }>; canGiveFeedback: boolean };
          }>(AFTER, { r, t: token ?? null }, as(who))
        ).data?.afterSession;
      expect(
        (await list(attendees[0], registrationOf.get(attendees[0].id)!))?.materials.map(
          (m) => m.id,
        ),
      ).toEqual([forAll, forAttendees]);
      expect(
        (await list(absent, registrationOf.get(absent.id)!))?.materials.map((m) => m.id),
      ).toEqual([forAll]);
      expect((await list(null, guest.id, guest.token))?.materials.map((m) => m.id)).toEqual([
        forAll,
      ]);
      expect((await list(canceller, registrationOf.get(canceller.id)!))?.materials).toEqual([]);
      const refused = await t.gql(AFTER, { r: registrationOf.get(absent.id) }, as(stranger));
      expect(refused.errors?.[0]?.extensions?.code).toBe('FEEDBACK_NOT_FOUND');

      expect(
        (await t.gql('mutation($i: ID!) { deleteMaterial(id: $i) }', { i: forAll }, as(otherHost)))
          .errors?.[0]?.extensions?.code,
      ).toBe('FORBIDDEN');
      expect(
        (await t.gql('mutation($i: ID!) { deleteMaterial(id: $i) }', { i: forAll }, as(host)))
          .errors,
      ).toBeUndefined();
      expect(
        (await download(absent, forAll, { registration: registrationOf.get(absent.id)! })).status,
      ).toBe(404);
    });
  });
});
