import { createHmac } from 'node:crypto';
import ICAL from 'ical.js';
import { createAdmin, createMember, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { runJob } from '../support/outbox-helpers.js';
import {
  auth,
  BOOK,
  bookingInput,
  createConsultant,
  fullHourAhead,
} from '../support/booking-fixtures.js';
import {
  authAs as as,
  berlinMonday,
  createWorkshop,
  createWorkshopAuthor,
  UPDATE_WORKSHOP,
  updateInputOf,
  type WorkshopView,
} from '../support/workshop-fixtures.js';

const FEEDS = '{ myCalendarFeeds { memberUrl consultantUrl academyUrl } }';
const RENEW =
  'mutation($k: CalendarFeedKind!) { renewCalendarFeed(kind: $k) { memberUrl consultantUrl } }';

interface FeedEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  start: Date;
  tzid: string | null;
}

/** A feed read with a real iCalendar parser (and its raw RFC 5545 form checked). */
function parseFeed(text: string) {
  // CRLF everywhere, and no line over 75 octets (folded).
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.split('\r\n')) {
    expect(line).not.toContain('\n');
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(timezone);
  const events: FeedEvent[] = calendar.getAllSubcomponents('vevent').map((event) => {
    const dtstart = event.getFirstProperty('dtstart');
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      sequence: Number(event.getFirstPropertyValue('sequence')),
      status: String(event.getFirstPropertyValue('status')),
      summary: String(event.getFirstPropertyValue('summary')),
      start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
      tzid: (dtstart?.getParameter('tzid') as string | undefined) ?? null,
    };
  });
  return {
    calendar,
    events,
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    timezone: timezone ? String(timezone.getFirstPropertyValue('tzid')) : null,
    version: String(calendar.getFirstPropertyValue('version')),
    prodid: String(calendar.getFirstPropertyValue('prodid')),
    calscale: String(calendar.getFirstPropertyValue('calscale')),
  };
}

describe('calendar feeds', () => {
  let t: TestApp;
  let admin: Member;
  let author: Member;
  let attendee: Member;
  let other: Member;
  let host: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    author = await createWorkshopAuthor(t);
    attendee = await createMember(t, { verified: true, name: 'Anna Abo' });
    other = await createMember(t, { verified: true, name: 'Otto Anders' });
    host = new URL(t.config.publicUrl).host;
  });
  afterAll(() => t.close());

  const approve = (w: WorkshopView) =>
    t.db.query('UPDATE workshops SET is_approved = true WHERE id = $1', [w.id]);
  const pathOf = (url: string) => new URL(url).pathname;
  const feedsOf = async (m: Member) => {
    const r = await t.gql<{
      myCalendarFeeds: { memberUrl: string; consultantUrl: string | null; academyUrl: string };
    }>(FEEDS, {}, as(m));
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.myCalendarFeeds;
  };
  const fetchFeed = async (url: string) => {
    const response = await t.http.get(pathOf(url));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    return parseFeed(response.text);
  };
  const register = async (m: Member, sessionId: string) => {
    const r = await t.gql<{ registerForWorkshop: { id: string } }>(
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id } }',
      { s: sessionId },
      as(m),
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.registerForWorkshop.id;
  };

  it('serves the public Academy feed (valid RFC 5545, Berlin time with its VTIMEZONE) and one per workshop', async () => {
    const shown = await createWorkshop(t, author, {
      title: 'Feed: Öffentlicher Kurs; mit Komma, und Umlaut',
    });
    await approve(shown);
    const unapproved = await createWorkshop(t, author, { title: 'Feed: noch nicht freigegeben' });
    const hidden = await createWorkshop(t, author, {
      title: 'Feed: nur Mitglieder',
      visibility: 'members_only',
      guestRegistrationEnabled: false,
    });
    await approve(hidden);

    const response = await t.http.get('/academy/kalender.ics');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['etag']).toBeTruthy();
    const again = await t.http
      .get('/academy/kalender.ics')
      .set('If-None-Match', response.headers['etag']);
    expect([200, 304]).toContain(again.status);

    const feed = parseFeed(response.text);
    expect(feed.version).toBe('2.0');
    expect(feed.calscale).toBe('GREGORIAN');
    expect(feed.prodid).toContain('Innovation Platform');
    expect(feed.timezone).toBe('Europe/Berlin');
    expect(feed.name).toBe('Akademie: Termine');
    const uids = feed.events.map((e) => e.uid);
    const event = feed.events.find((e) => e.uid === `session-${shown.sessions[0].id}@${host}`);
    expect(event).toMatchObject({
      summary: 'Feed: Öffentlicher Kurs; mit Komma, und Umlaut',
      status: 'CONFIRMED',
      sequence: 0,
      tzid: 'Europe/Berlin',
    });
    expect(event?.start.toISOString()).toBe(shown.sessions[0].startsAt);
    expect(uids).not.toContain(`session-${unapproved.sessions[0].id}@${host}`);
    expect(uids).not.toContain(`session-${hidden.sessions[0].id}@${host}`);
    // The public feed never carries the video link.
    expect(response.text).not.toContain('meet.example.com');

    const english = parseFeed((await t.http.get('/academy/kalender.ics?lang=en')).text);
    expect(english.name).toBe('Academy: sessions');

    const one = await t.http.get(`/academy/${shown.slug}/kalender.ics`);
    expect(one.status).toBe(200);
    expect(parseFeed(one.text).events.map((e) => e.uid)).toEqual([
      `session-${shown.sessions[0].id}@${host}`,
    ]);
    expect((await t.http.get(`/academy/${hidden.slug}/kalender.ics`)).status).toBe(404);
    expect((await t.http.get('/academy/gibt-es-nicht/kalender.ics')).status).toBe(404);
  });

  it("a member's feed has their registration with the mail's UID; a change raises SEQUENCE, a cancellation shows as cancelled", async () => {
    const w = await createWorkshop(t, author, { title: 'Feed: Mein Kurs' });
    await approve(w);
    const registrationId = await register(attendee, w.sessions[0].id);
    const feeds = await feedsOf(attendee);
    expect(feeds.memberUrl).toMatch(/\/kalender\/[\w-]{43}\.ics$/);
    expect(feeds.consultantUrl).toBeNull();
    expect(pathOf(feeds.academyUrl)).toBe('/academy/kalender.ics');
    // The same address on the next view.
    expect((await feedsOf(attendee)).memberUrl).toBe(feeds.memberUrl);

    const uid = `registration-${registrationId}@${host}`;
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(attendee.email) && /Anmeldung bestätigt/.test(m.subject ?? ''),
    );
    const attachment = mail.attachments.find((a) => a.filename === 'workshop.ics');
    const mailed =
      typeof attachment?.content === 'string'
        ? attachment.content
        : new TextDecoder().decode(attachment?.content);
    // The mail's file (its line ends as the mail carries them) has the same UID.
    const mailedEvent = new ICAL.Component(ICAL.parse(mailed)).getFirstSubcomponent('vevent');
    expect(mailedEvent?.getFirstPropertyValue('uid')).toBe(uid);

    const first = await fetchFeed(feeds.memberUrl);
    expect(first.name).toBe('Meine Termine');
    expect(first.timezone).toBe('Europe/Berlin');
    const before = first.events.find((e) => e.uid === uid);
    expect(before).toMatchObject({ status: 'CONFIRMED', summary: 'Feed: Mein Kurs' });

    const newStart = berlinMonday(22, 10);
    const moved = await t.gql(
      UPDATE_WORKSHOP,
      { id: w.id, i: updateInputOf(w, { startTime: newStart.toISOString() }) },
      as(author),
    );
    expect(moved.errors).toBeUndefined();
    const after = (await fetchFeed(feeds.memberUrl)).events.find((e) => e.uid === uid);
    expect(after?.sequence).toBeGreaterThan(before!.sequence);
    expect(after?.start.toISOString()).toBe(newStart.toISOString());

    // The author hosts it: their feed has the session.
    const hosted = await fetchFeed((await feedsOf(author)).memberUrl);
    expect(hosted.events.map((e) => e.uid)).toContain(`session-${w.sessions[0].id}@${host}`);

    const cancelled = await t.gql(
      'mutation($i: ID!) { cancelRegistration(id: $i) { id } }',
      { i: registrationId },
      as(attendee),
    );
    expect(cancelled.errors).toBeUndefined();
    const gone = (await fetchFeed(feeds.memberUrl)).events.find((e) => e.uid === uid);
    expect(gone?.status).toBe('CANCELLED');
    expect(gone?.sequence).toBeGreaterThan(after!.sequence);
  });

  it('a cancelled session stays in the feeds, cancelled with a higher SEQUENCE (registrant, host and public feed)', async () => {
    const w = await createWorkshop(t, author, {
      title: 'Feed: Wöchentlich',
      recurrence: { rule: 'FREQ=WEEKLY;BYDAY=MO', endDate: null },
    });
    await approve(w);
    const session = w.sessions[1];
    const registrationId = await register(attendee, session.id);
    const feed = (await feedsOf(attendee)).memberUrl;
    const uid = `registration-${registrationId}@${host}`;
    const before = (await fetchFeed(feed)).events.find((e) => e.uid === uid);
    expect(before?.status).toBe('CONFIRMED');

    const cancelled = await t.gql(
      'mutation($s: ID!) { cancelWorkshopSession(sessionId: $s) }',
      { s: session.id },
      as(author),
    );
    expect(cancelled.errors).toBeUndefined();

    const after = (await fetchFeed(feed)).events.find((e) => e.uid === uid);
    expect(after).toMatchObject({ status: 'CANCELLED' });
    expect(after?.sequence).toBeGreaterThan(before!.sequence);
    expect(after?.start.toISOString()).toBe(session.startsAt);
    const sessionUid = `session-${session.id}@${host}`;
    const hosted = (await fetchFeed((await feedsOf(author)).memberUrl)).events;
    expect(hosted.find((e) => e.uid === sessionUid)?.status).toBe('CANCELLED');
    const published = parseFeed((await t.http.get(`/academy/${w.slug}/kalender.ics`)).text);
    expect(published.events.find((e) => e.uid === sessionUid)).toMatchObject({
      status: 'CANCELLED',
      sequence: after!.sequence,
    });
    // The other dates are still on.
    expect(
      published.events.find((e) => e.uid === `session-${w.sessions[2].id}@${host}`)?.status,
    ).toBe('CONFIRMED');
  });

  it('a re-planned recurring workshop: its dropped free dates stay in the feeds, cancelled with a higher SEQUENCE (host and public feed)', async () => {
    const w = await createWorkshop(t, author, {
      title: 'Feed: Neu geplant',
      recurrence: { rule: 'FREQ=WEEKLY;BYDAY=MO', endDate: null },
    });
    await approve(w);
    const [registered, free] = [w.sessions[0], w.sessions[1]];
    await register(attendee, registered.id);
    const uidOf = (id: string) => `session-${id}@${host}`;
    const publicFeed = async () =>
      parseFeed((await t.http.get(`/academy/${w.slug}/kalender.ics`)).text).events;
    const before = (await publicFeed()).find((e) => e.uid === uidOf(free.id));
    expect(before?.status).toBe('CONFIRMED');

    // Tuesdays instead of Mondays: the free Mondays are dropped and new Tuesdays planned.
    const changed = await t.gql(
      UPDATE_WORKSHOP,
      {
        id: w.id,
        i: updateInputOf(w, {
          startTime: new Date(Date.parse(w.sessions[0].startsAt) + 86_400_000).toISOString(),
          recurrence: { rule: 'FREQ=WEEKLY;BYDAY=TU', endDate: null },
        }),
      },
      as(author),
    );
    expect(changed.errors).toBeUndefined();
    const [{ count }] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM workshop_sessions WHERE id = $1',
      [free.id],
    );
    expect(count).toBe(0);

    const published = await publicFeed();
    const dropped = published.find((e) => e.uid === uidOf(free.id));
    expect(dropped).toMatchObject({ status: 'CANCELLED', summary: 'Feed: Neu geplant' });
    expect(dropped!.sequence).toBeGreaterThan(before!.sequence);
    expect(dropped!.start.toISOString()).toBe(free.startsAt);
    // The registered Monday stays on; the new Tuesdays are in the feed.
    expect(published.find((e) => e.uid === uidOf(registered.id))?.status).toBe('CONFIRMED');
    expect(
      published.some(
        (e) =>
          e.status === 'CONFIRMED' && e.start.getUTCDay() !== new Date(free.startsAt).getUTCDay(),
      ),
    ).toBe(true);
    const hosted = (await fetchFeed((await feedsOf(author)).memberUrl)).events;
    expect(hosted.find((e) => e.uid === uidOf(free.id))?.status).toBe('CANCELLED');
    // The Academy's feed too, once (a dropped date is kept once, however often it is re-planned).
    const academy = parseFeed((await t.http.get('/academy/kalender.ics')).text).events;
    expect(academy.filter((e) => e.uid === uidOf(free.id))).toEqual([
      expect.objectContaining({ status: 'CANCELLED' }),
    ]);
  });

  it("a deleted workshop's dates stay in the feeds, cancelled with a higher SEQUENCE (registrant, host and public feed)", async () => {
    const w = await createWorkshop(t, author, { title: 'Feed: wird gelöscht' });
    await approve(w);
    const session = w.sessions[0];
    const registrationId = await register(attendee, session.id);
    const uid = `registration-${registrationId}@${host}`;
    const sessionUid = `session-${session.id}@${host}`;
    const memberFeed = (await feedsOf(attendee)).memberUrl;
    const before = (await fetchFeed(memberFeed)).events.find((e) => e.uid === uid);
    expect(before?.status).toBe('CONFIRMED');
    const publicBefore = parseFeed((await t.http.get('/academy/kalender.ics')).text).events.find(
      (e) => e.uid === sessionUid,
    );
    expect(publicBefore?.status).toBe('CONFIRMED');

    const deleted = await t.gql(
      'mutation($id: ID!) { deleteWorkshop(id: $id) }',
      { id: w.id },
      as(author),
    );
    expect(deleted.errors).toBeUndefined();

    const after = (await fetchFeed(memberFeed)).events.find((e) => e.uid === uid);
    expect(after).toMatchObject({ status: 'CANCELLED', summary: 'Feed: wird gelöscht' });
    expect(after?.sequence).toBeGreaterThan(before!.sequence);
    expect(after?.start.toISOString()).toBe(session.startsAt);
    const hosted = (await fetchFeed((await feedsOf(author)).memberUrl)).events;
    expect(hosted.find((e) => e.uid === sessionUid)?.status).toBe('CANCELLED');
    const published = parseFeed((await t.http.get('/academy/kalender.ics')).text).events.find(
      (e) => e.uid === sessionUid,
    );
    expect(published).toMatchObject({ status: 'CANCELLED' });
    expect(published!.sequence).toBeGreaterThan(publicBefore!.sequence);
    // The workshop's own feed is gone with it.
    expect((await t.http.get(`/academy/${w.slug}/kalender.ics`)).status).toBe(404);

    // Once past what any feed shows (30 days), the daily retention deletes the kept entries.
    const kept = () =>
      t.db.query('SELECT 1 FROM cancelled_calendar_entries WHERE session_id = $1', [session.id]);
    expect(await kept()).toHaveLength(2);
    await t.db.query(
      `UPDATE cancelled_calendar_entries
          SET starts_at = now() - interval '31 days', ends_at = now() - interval '31 days'
        WHERE session_id = $1`,
      [session.id],
    );
    await runJob(t, 'data_retention');
    expect(await kept()).toHaveLength(0);
  });

  it("puts the member's feeds (address and when issued) in their data export and deletes them with the account", async () => {
    const member = await createMember(t, { verified: true, name: 'Fiona Feed' });
    const empty = await t.gql<{ exportMyData: string }>(
      'mutation { exportMyData }',
      {},
      as(member),
    );
    expect(JSON.parse(empty.data!.exportMyData).calendar_feeds).toEqual([]);
    const { memberUrl } = await feedsOf(member);
    const exported = await t.gql<{ exportMyData: string }>(
      'mutation { exportMyData }',
      {},
      as(member),
    );
    const feeds = JSON.parse(exported.data!.exportMyData).calendar_feeds as Array<{
      kind: string;
      address: string;
      created_at: string;
    }>;
    expect(feeds).toEqual([{ kind: 'member', address: memberUrl, created_at: expect.any(String) }]);
    const gone = await t.gql(
      'mutation($p: String) { deleteMyAccount(password: $p) }',
      { p: member.password },
      as(member),
    );
    expect(gone.errors).toBeUndefined();
    expect(
      await t.db.query('SELECT 1 FROM calendar_feeds WHERE user_id = $1', [member.id]),
    ).toHaveLength(0);
    expect((await t.http.get(pathOf(memberUrl))).status).toBe(404);
  });

  it('a renewed address retires the old one; made-up, forged and other members’ addresses give 404', async () => {
    const w = await createWorkshop(t, author, { title: 'Feed: Erneuern' });
    await approve(w);
    const registrationId = await register(attendee, w.sessions[0].id);
    const old = (await feedsOf(attendee)).memberUrl;
    expect((await t.http.get(pathOf(old))).status).toBe(200);

    const renewed = await t.gql<{ renewCalendarFeed: { memberUrl: string } }>(
      RENEW,
      { k: 'member' },
      as(attendee),
    );
    const fresh = renewed.data!.renewCalendarFeed.memberUrl;
    expect(fresh).not.toBe(old);
    expect((await t.http.get(pathOf(old))).status).toBe(404);
    const events = (await fetchFeed(fresh)).events.map((e) => e.uid);
    expect(events).toContain(`registration-${registrationId}@${host}`);

    // Another member's feed is theirs alone.
    const others = await fetchFeed((await feedsOf(other)).memberUrl);
    expect(others.events.map((e) => e.uid)).not.toContain(`registration-${registrationId}@${host}`);
    // A secret made with a wrong key for this member, a made-up one, a malformed one.
    const forged = createHmac('sha256', 'not-the-server-secret')
      .update(`calendar-feed:member:${attendee.id}:x`)
      .digest('base64url');
    for (const path of [
      `/kalender/${forged}.ics`,
      `/kalender/${'A'.repeat(43)}.ics`,
      '/kalender/kurz.ics',
      `/kalender/${pathOf(fresh).split('/').pop()!.replace('.ics', '')}`,
    ]) {
      const response = await t.http.get(path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('BEGIN:VCALENDAR');
    }
    // Signed out: no addresses, no renewal.
    expect((await t.gql(FEEDS, {})).errors?.[0]).toBeDefined();
    expect((await t.gql(RENEW, { k: 'member' })).errors?.[0]).toBeDefined();
    // Only consultants have a consultant feed.
    const refused = await t.gql(RENEW, { k: 'consultant' }, as(other));
    expect(refused.errors?.[0]?.extensions?.code).toBe('CALENDAR_FEED_NOT_CONSULTANT');
  });

  it("a consultant's feed has their bookings, and the visitor member's feed the same entry; a cancellation shows as cancelled", async () => {
    const consultant = await createConsultant(t, admin, {
      meetingUrl: 'https://meet.example.com/clara',
    });
    const visitor = await createMember(t, { verified: true, name: 'Vera Besuch' });
    const start = fullHourAhead(30);
    const booked = await t.gql<{ bookConsultation: { id: string } }>(BOOK, {
      i: bookingInput(consultant.id, start, visitor.email),
    });
    if (!booked.data) throw new Error(JSON.stringify(booked.errors));
    const uid = `booking-${booked.data.bookConsultation.id}@${new URL(t.config.publicUrl).hostname}`;

    const feeds = await feedsOf(consultant.user);
    expect(feeds.consultantUrl).toMatch(/\/kalender\/[\w-]{43}\.ics$/);
    expect(feeds.consultantUrl).not.toBe(feeds.memberUrl);
    const own = await fetchFeed(feeds.consultantUrl!);
    expect(own.name).toBe('Meine Beratungstermine');
    expect(own.events.find((e) => e.uid === uid)).toMatchObject({
      status: 'CONFIRMED',
      sequence: 0,
      summary: 'Beratung: Vera Besuch',
    });
    expect(own.events.find((e) => e.uid === uid)?.start.toISOString()).toBe(start.toISOString());
    const visitorFeed = await fetchFeed((await feedsOf(visitor)).memberUrl);
    expect(visitorFeed.events.map((e) => e.uid)).toContain(uid);
    // Not in a stranger's feed.
    expect(
      (await fetchFeed((await feedsOf(other)).memberUrl)).events.map((e) => e.uid),
    ).not.toContain(uid);

    const cancelled = await t.gql(
      'mutation($i: TeamCancelBookingInput!) { teamCancelBooking(input: $i) }',
      { i: { id: booked.data.bookConsultation.id, message: 'Krank.' } },
      auth(admin),
    );
    expect(cancelled.errors).toBeUndefined();
    const after = (await fetchFeed(feeds.consultantUrl!)).events.find((e) => e.uid === uid);
    expect(after?.status).toBe('CANCELLED');
    expect(after?.sequence).toBeGreaterThan(0);

    const renewed = await t.gql<{ renewCalendarFeed: { consultantUrl: string } }>(
      RENEW,
      { k: 'consultant' },
      auth(consultant.user),
    );
    expect(renewed.data?.renewCalendarFeed.consultantUrl).not.toBe(feeds.consultantUrl);
    expect((await t.http.get(pathOf(feeds.consultantUrl!))).status).toBe(404);
  });
});
