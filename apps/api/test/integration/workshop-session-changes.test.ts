import { createAdmin, createMember, type Member, uniqueEmail } from '../support/factories.js';
import type { CaughtMail } from '../support/mail-catcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  authAs as as,
  berlinMonday,
  createWorkshop,
  createWorkshopAuthor,
  UPDATE_WORKSHOP,
  updateInputOf,
  WORKSHOP_FIELDS,
  type WorkshopView,
} from '../support/workshop-fixtures.js';

const icsOf = (mail: CaughtMail): string => {
  const ics = mail.attachments.find((a) => a.filename === 'workshop.ics');
  if (!ics) throw new Error(`no calendar file in "${mail.subject}"`);
  return typeof ics.content === 'string' ? ics.content : new TextDecoder().decode(ics.content);
};
const field = (ics: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(ics)?.[1];

describe('moving workshops and telling their registrants (change notices)', () => {
  let t: TestApp;
  let admin: Member;
  let author: Member;
  let other: Member;
  let attendee: Member;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    author = await createWorkshopAuthor(t);
    other = await createWorkshopAuthor(t);
    attendee = await createMember(t, { verified: true, name: 'Anna Attendee' });
  });
  afterAll(() => t.close());

  const approve = (w: WorkshopView) =>
    t.db.query('UPDATE workshops SET is_approved = true WHERE id = $1', [w.id]);
  const registerMember = async (m: Member, sessionId: string, locale = 'de') => {
    const r = await t.gql<{ registerForWorkshop: { id: string } }>(
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id } }',
      { s: sessionId },
      { ...as(m), 'x-locale': locale },
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.registerForWorkshop.id;
  };
  const registerGuest = async (sessionId: string, email: string) => {
    const r = await t.gql<{ registerGuest: { id: string } }>(
      'mutation($s: ID!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Gerd Gast", email: $e) { id } }',
      { s: sessionId, e: email },
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.registerGuest.id;
  };
  const update = (m: Member, w: WorkshopView, overrides: Record<string, unknown>) =>
    t.gql<{ updateWorkshop: WorkshopView }>(
      UPDATE_WORKSHOP,
      { id: w.id, i: updateInputOf(w, overrides) },
      as(m),
    );
  const mailsTo = (email: string, subject: RegExp) =>
    t.mail.messages.filter((m) => m.envelopeTo.includes(email) && subject.test(m.subject ?? ''));

  it('moves a one-off workshop’s session with its registrations and mails each registrant once, with a higher SEQUENCE', async () => {
    const w = await createWorkshop(t, author, { title: 'Umzug eines Termins' });
    await approve(w);
    const sessionId = w.sessions[0].id;
    await registerMember(attendee, sessionId, 'en');
    const guestEmail = uniqueEmail('guest');
    const guestRegistration = await registerGuest(sessionId, guestEmail);
    const confirmation = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(attendee.email) && /Registration confirmed/.test(m.subject ?? ''),
    );
    const first = icsOf(confirmation);
    expect(field(first, 'SEQUENCE')).toBe('0');

    const newStart = berlinMonday(21, 19);
    const moved = await update(author, w, { startTime: newStart.toISOString() });
    expect(moved.errors).toBeUndefined();
    // Still one session: the same one, at the new time, holding both registrations.
    expect(moved.data?.updateWorkshop.sessions).toEqual([
      expect.objectContaining({
        id: sessionId,
        startsAt: newStart.toISOString(),
        registeredCount: 2,
      }),
    ]);
    expect(moved.data?.updateWorkshop.startTime).toBe(newStart.toISOString());
    const edit = await t.gql<{ myWorkshop: WorkshopView }>(
      'query($id: ID!) { myWorkshop(id: $id) { startTime } }',
      { id: w.id },
      as(author),
    );
    expect(edit.data?.myWorkshop.startTime).toBe(newStart.toISOString());

    const notice = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(attendee.email) && /Workshop changed/.test(m.subject ?? ''),
    );
    const updated = icsOf(notice);
    expect(field(updated, 'UID')).toBe(field(first, 'UID'));
    expect(Number(field(updated, 'SEQUENCE'))).toBeGreaterThan(Number(field(first, 'SEQUENCE')));
    expect(field(updated, 'METHOD')).toBe('PUBLISH');
    expect(field(updated, 'DTSTART')).toBe(
      newStart
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, ''),
    );
    expect(notice.text).toContain('What changed:');
    expect(notice.text).toMatch(/Date: .+ → .+/);
    expect(notice.text).toContain('/member-area?tab=workshops&lang=en');

    const guestNotice = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(guestEmail) && /Geänderter Termin/.test(m.subject ?? ''),
    );
    expect(guestNotice.text).toContain('Was sich geändert hat:');
    const link = /token=([\w-]+)/.exec(guestNotice.text ?? '');
    const view = await t.http
      .get(`/api/workshops/registrations/${guestRegistration}/guest-cancel`)
      .query({ token: link?.[1] ?? '' });
    expect(view.status).toBe(200);
    expect(JSON.stringify(view.body)).toContain('confirmed');
    // The link of the guest's confirmation mail keeps working beside the new one.
    const guestConfirmation = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(guestEmail) && !/Geänderter Termin/.test(m.subject ?? ''),
    );
    const firstLink = /token=([\w-]+)/.exec(guestConfirmation.text ?? '');
    expect(firstLink?.[1]).toBeDefined();
    const viaFirst = await t.http
      .get(`/api/workshops/registrations/${guestRegistration}/guest-cancel`)
      .query({ token: firstLink?.[1] ?? '' });
    expect(viaFirst.status).toBe(200);
    expect(mailsTo(attendee.email, /Workshop changed/)).toHaveLength(1);
    expect(mailsTo(guestEmail, /Geänderter Termin/)).toHaveLength(1);

    // A change of place is news too, with a still higher SEQUENCE; a title change is not.
    const placed = await update(author, w, {
      startTime: newStart.toISOString(),
      format: 'hybrid',
      location: 'Haus am See, Berlin',
    });
    expect(placed.errors).toBeUndefined();
    await t.mail.waitFor(
      (m) =>
        mailsTo(attendee.email, /Workshop changed/).includes(m) && /Location/.test(m.text ?? ''),
    );
    const second = mailsTo(attendee.email, /Workshop changed/).at(-1)!;
    expect(Number(field(icsOf(second), 'SEQUENCE'))).toBe(Number(field(updated, 'SEQUENCE')) + 1);
    expect(second.text).toContain('Location: (none) → Haus am See, Berlin');
    expect(second.text).toContain('Format: Online → Hybrid');
    await update(author, w, {
      startTime: newStart.toISOString(),
      format: 'hybrid',
      location: 'Haus am See, Berlin',
      title: 'Umzug eines Termins (neu)',
    });
    expect(mailsTo(attendee.email, /Workshop changed/)).toHaveLength(2);
  });

  it('keeps registered dates of a recurring workshop when its rule changes, marks them, and lets the host move or cancel them', async () => {
    const w = await createWorkshop(t, author, {
      title: 'Wöchentliche Runde',
      recurrence: { rule: 'FREQ=WEEKLY;BYDAY=MO', endDate: null },
    });
    await approve(w);
    const [firstSession, secondSession, third] = w.sessions;
    await registerMember(attendee, secondSession.id, 'en');
    const guestEmail = uniqueEmail('guest');
    await registerGuest(third.id, guestEmail);

    // Tuesdays instead of Mondays: the two registered Mondays stay, marked off the rule.
    const changed = await update(author, w, {
      startTime: new Date(Date.parse(w.sessions[0].startsAt) + 86_400_000).toISOString(),
      recurrence: { rule: 'FREQ=WEEKLY;BYDAY=TU', endDate: null },
    });
    expect(changed.errors).toBeUndefined();
    const sessions = changed.data!.updateWorkshop.sessions as Array<
      WorkshopView['sessions'][number] & { offSchedule: boolean }
    >;
    const kept = sessions.filter((s) => s.offSchedule).map((s) => s.id);
    expect(kept.sort()).toEqual([secondSession.id, third.id].sort());
    expect(sessions.some((s) => s.id === firstSession.id)).toBe(false);

    // Another member and a visitor may not touch them.
    const move = `mutation($s: ID!, $t: DateTime!) { moveWorkshopSession(sessionId: $s, startTime: $t) { id startsAt offSchedule } }`;
    const target = berlinMonday(28, 10);
    const foreign = await t.gql(move, { s: secondSession.id, t: target.toISOString() }, as(other));
    expect(foreign.errors?.[0]?.extensions?.code).toBe('WORKSHOP_FORBIDDEN');
    const visitor = await t.gql(move, { s: secondSession.id, t: target.toISOString() });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const cancelQuery = 'mutation($s: ID!) { cancelWorkshopSession(sessionId: $s) }';
    expect(
      (await t.gql(cancelQuery, { s: third.id }, as(other))).errors?.[0]?.extensions?.code,
    ).toBe('WORKSHOP_FORBIDDEN');
    // The rule change itself moved nobody's date: no news yet.
    expect(mailsTo(attendee.email, /Workshop changed: Wöchentliche Runde/)).toHaveLength(0);

    // The host moves one: it leaves the "kept" list and its registrant is told.
    const moved = await t.gql<{ moveWorkshopSession: { startsAt: string; offSchedule: boolean } }>(
      move,
      { s: secondSession.id, t: target.toISOString() },
      as(author),
    );
    expect(moved.data?.moveWorkshopSession).toEqual({
      id: secondSession.id,
      startsAt: target.toISOString(),
      offSchedule: false,
    });
    await t.mail.waitFor(
      (m) =>
        mailsTo(attendee.email, /Workshop changed: Wöchentliche Runde/).length === 1 &&
        m.envelopeTo.includes(attendee.email),
    );

    // An admin cancels the other: the guest is told with a cancelling calendar file, the seat
    // and the date are gone, and the rule does not bring that day back.
    const cancelled = await t.gql(cancelQuery, { s: third.id }, as(admin));
    expect(cancelled.errors).toBeUndefined();
    const cancelMail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(guestEmail) && /Termin abgesagt/.test(m.subject ?? ''),
    );
    const ics = icsOf(cancelMail);
    expect(field(ics, 'METHOD')).toBe('CANCEL');
    expect(field(ics, 'STATUS')).toBe('CANCELLED');
    expect(Number(field(ics, 'SEQUENCE'))).toBeGreaterThan(0);
    const [{ n }] = await t.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM workshop_sessions WHERE id = $1',
      [third.id],
    );
    expect(Number(n)).toBe(0);
    const view = await t.gql<{ myWorkshop: { skippedDates: string[] } }>(
      'query($id: ID!) { myWorkshop(id: $id) { skippedDates } }',
      { id: w.id },
      as(author),
    );
    expect(view.data?.myWorkshop.skippedDates).toHaveLength(1);
  });

  it('keeps a date the host moved when the description and capacity are edited, and records the move for the admins', async () => {
    const w = await createWorkshop(t, author, {
      title: 'Verschobene Wochenrunde',
      recurrence: { rule: 'FREQ=WEEKLY;BYDAY=MO', endDate: null },
    });
    await approve(w);
    const first = w.sessions[0];
    const sessionCount = w.sessions.length;
    await registerMember(attendee, first.id, 'en');
    await registerGuest(first.id, uniqueEmail('guest'));

    // The host moves the next date to Tuesday 19:00 (registrants are told).
    const target = new Date(Date.parse(first.startsAt) + 25 * 3_600_000);
    const moved = await t.gql(
      'mutation($s: ID!, $t: DateTime!) { moveWorkshopSession(sessionId: $s, startTime: $t) { id } }',
      { s: first.id, t: target.toISOString() },
      as(author),
    );
    expect(moved.errors).toBeUndefined();

    // Then edits only the description and the capacity, from the edit form's view.
    const form = await t.gql<{ myWorkshop: WorkshopView }>(
      `query($id: ID!) { myWorkshop(id: $id) { ${WORKSHOP_FIELDS} } }`,
      { id: w.id },
      as(author),
    );
    const edited = await update(author, form.data!.myWorkshop, {
      description: 'Neue Beschreibung der Runde.',
      maxParticipants: 14,
    });
    expect(edited.errors).toBeUndefined();
    const after = edited.data!.updateWorkshop;
    const sessions = after.sessions as Array<
      WorkshopView['sessions'][number] & { offSchedule: boolean }
    >;
    // The moved date stays moved, on the rule, with its registrations and the new capacity;
    // its old date does not come back.
    expect(sessions.map((s) => s.startsAt)).not.toContain(first.startsAt);
    expect(sessions).toHaveLength(sessionCount);
    expect(sessions.find((s) => s.id === first.id)).toMatchObject({
      startsAt: target.toISOString(),
      offSchedule: false,
      registeredCount: 2,
      capacity: 14,
    });
    expect(sessions.filter((s) => s.offSchedule)).toHaveLength(0);
    // "Meine Workshops" shows the real next date and its registrations.
    const mine = await t.gql<{
      myWorkshops: Array<{ id: string; startTime: string; currentParticipants: number }>;
    }>('{ myWorkshops { id startTime currentParticipants maxParticipants } }', {}, as(author));
    expect(mine.data?.myWorkshops.find((x) => x.id === w.id)).toMatchObject({
      startTime: target.toISOString(),
      currentParticipants: 2,
      maxParticipants: 14,
    });
    // The admins' change list shows the move as well as the edit.
    const changes = await t.gql<{
      workshopChanges: Array<{ workshopId: string; changes: string[] }>;
    }>('{ workshopChanges { workshopId changes } }', {}, as(admin));
    const lines = changes
      .data!.workshopChanges.filter((c) => c.workshopId === w.id)
      .flatMap((c) => c.changes);
    expect(lines.some((l) => l.startsWith('Termin verschoben:') && l.includes('→'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Beschreibung:'))).toBe(true);

    // A change of the rule itself (an end date) regenerates dates, but the moved one stays
    // where the host put it and its old date is not offered again.
    const lastDay = new Date(Date.parse(first.startsAt) + 35 * 86_400_000).toLocaleDateString(
      'sv-SE',
      { timeZone: 'Europe/Berlin' },
    );
    const ruled = await update(author, after, {
      recurrence: { rule: 'FREQ=WEEKLY;BYDAY=MO', endDate: lastDay },
    });
    expect(ruled.errors).toBeUndefined();
    const ruledSessions = ruled.data!.updateWorkshop.sessions as Array<
      WorkshopView['sessions'][number] & { offSchedule: boolean }
    >;
    expect(ruledSessions.map((s) => s.startsAt)).not.toContain(first.startsAt);
    expect(ruledSessions.find((s) => s.id === first.id)).toMatchObject({
      startsAt: target.toISOString(),
      offSchedule: false,
    });
    expect(ruledSessions).toHaveLength(6);
  });

  it('sends a cancelling calendar file (METHOD:CANCEL, higher SEQUENCE) when a workshop is deleted', async () => {
    const w = await createWorkshop(t, author, { title: 'Wird gelöscht' });
    await approve(w);
    await registerMember(attendee, w.sessions[0].id, 'en');
    const confirmation = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(attendee.email) &&
        m.subject === 'Registration confirmed: Wird gelöscht',
    );
    const deleted = await t.gql(
      'mutation($id: ID!) { deleteWorkshop(id: $id) }',
      { id: w.id },
      as(author),
    );
    expect(deleted.errors).toBeUndefined();
    const mail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(attendee.email) && m.subject === 'Workshop cancelled: Wird gelöscht',
    );
    const ics = icsOf(mail);
    expect(field(ics, 'METHOD')).toBe('CANCEL');
    expect(field(ics, 'STATUS')).toBe('CANCELLED');
    expect(field(ics, 'UID')).toBe(field(icsOf(confirmation), 'UID'));
    expect(Number(field(ics, 'SEQUENCE'))).toBeGreaterThan(
      Number(field(icsOf(confirmation), 'SEQUENCE')),
    );
  });

  it('does not offer skipped dates (holidays) of a recurring workshop', async () => {
    const start = berlinMonday(14);
    const skipped = new Date(start.getTime() + 14 * 86_400_000);
    const day = skipped.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    const w = await createWorkshop(t, author, {
      title: 'Mit Feiertag',
      startTime: start.toISOString(),
      recurrence: { rule: 'FREQ=WEEKLY;BYDAY=MO', endDate: null },
      skippedDates: [day, ' '],
    });
    const days = w.sessions.map((s) =>
      new Date(s.startsAt).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }),
    );
    expect(days).not.toContain(day);
    expect(days.length).toBeGreaterThan(3);

    const bad = await t.gql(
      UPDATE_WORKSHOP,
      { id: w.id, i: updateInputOf(w, { skippedDates: ['2026-02-30'] }) },
      { ...as(author), 'x-locale': 'en' },
    );
    expect(bad.errors?.[0]?.message).toBe(
      'Please enter skipped dates as valid dates (at most 100).',
    );
  });
});
