import { createWorkshop } from '../support/academy-fixtures.js';
import {
  createAdmin,
  createMember,
  linkIn,
  type Member,
  uniqueEmail,
} from '../support/factories.js';
import type { CaughtMail } from '../support/mail-catcher.js';
import { decodeQr } from '../support/qr-reader.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';
import { authAs as as, createWorkshopAuthor } from '../support/workshop-fixtures.js';

const CHECK_IN =
  'mutation($i: CheckInInput!) { checkIn(input: $i) { status name checkedInAt checkedInBy registrationId } }';

describe('check-in: the QR code in the confirmation mail checks a person in exactly once, for the host, admins and named helpers only', () => {
  let t: TestApp;
  const clock = new TestClock();
  let host: Member;
  let otherHost: Member;
  let member: Member;
  let admin: Member;
  let helper: Member;
  let workshop: Awaited<ReturnType<typeof createWorkshop>>;
  let sessionId: string;
  let sessionStart: Date;
  let sessionEnd: Date;
  let memberCode: string;
  const guestEmail = uniqueEmail('gast-checkin');
  const scan = (sessionId: string, code: string, who: Member | null) =>
    t.http.post(`/api/check-in/${sessionId}`).set(as(who)).send({ code });
  const codeOf = async (email: string, session = sessionId) =>
    (
      await t.db.query<{ check_in_code: string }>(
        'SELECT check_in_code FROM workshop_registrations WHERE email = $1 AND session_id = $2',
        [email, session],
      )
    )[0].check_in_code;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    host = await createWorkshopAuthor(t);
    otherHost = await createWorkshopAuthor(t);
    member = await createMember(t, { verified: true, name: 'Mia Mitglied' });
    helper = await createMember(t, { verified: true, name: 'Hanna Helferin' });
    admin = await createAdmin(t);
    workshop = await createWorkshop(t, {
      title: 'Werkstatt vor Ort',
      creatorId: host.id,
      format: 'in_person',
      location: 'Werkhalle 3, Berlin',
      videoCallLink: null,
      basePriceCents: 0,
      sessionsInDays: [7, 14],
    });
    sessionId = workshop.sessionIds[0];
    // Codes count on the session's day only: the desk works half an hour before the start.
    const [{ starts_at: startsAt, ends_at: endsAt }] = await t.db.query<{
      starts_at: Date;
      ends_at: Date;
    }>('SELECT starts_at, ends_at FROM workshop_sessions WHERE id = $1', [sessionId]);
    sessionStart = startsAt;
    sessionEnd = endsAt;
    clock.set(new Date(startsAt.getTime() - 30 * 60_000));
    await createWorkshop(t, { creatorId: otherHost.id, format: 'in_person', basePriceCents: 0 });
    const reg = await t.gql(
      'mutation($s: ID!) { registerForWorkshop(sessionId: $s) { id } }',
      { s: sessionId },
      as(member),
    );
    expect(reg.errors).toBeUndefined();
    const guest = await t.gql(
      'mutation($s: ID!, $e: String!) { registerGuest(sessionId: $s, name: "Gustav Gast", email: $e) { status } }',
      { s: sessionId, e: guestEmail },
    );
    expect(guest.errors).toBeUndefined();
  });
  afterAll(() => t.close());

  it('every registration has its own 128-bit code; the confirmation mail shows it as an inline QR code and attaches it as a PNG', async () => {
    memberCode = await codeOf(member.email);
    expect(memberCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await codeOf(guestEmail)).not.toBe(memberCode);

    const mail: CaughtMail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(member.email) &&
        m.subject === 'Anmeldung bestätigt: Werkstatt vor Ort',
    );
    const attached = mail.attachments.find((a) => a.filename === 'check-in-code.png');
    expect(attached?.mimeType).toBe('image/png');
    expect(await decodeQr(attached!.content as ArrayBuffer)).toBe(memberCode);
    const inline = mail.inline.find((a) => a.filename === 'check-in-qr.png');
    expect(inline).toBeDefined();
    expect(mail.html).toContain(`cid:${inline!.contentId!.replace(/[<>]/g, '')}`);
    expect(await decodeQr(inline!.content as ArrayBuffer)).toBe(memberCode);
    // The code names nobody, and the text part carries it for mail clients without images.
    expect(memberCode).not.toMatch(/mia|mitglied/i);
    expect(mail.text).toContain(`Check-in-Code`);
    expect(mail.text).toContain(memberCode);
  });

  it('a guest’s mail has the code too, and the guest’s manage page gives it', async () => {
    const guestCode = await codeOf(guestEmail);
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(guestEmail) && /Werkstatt vor Ort/.test(m.subject ?? ''),
    );
    const attached = mail.attachments.find((a) => a.filename === 'check-in-code.png');
    expect(await decodeQr(attached!.content as ArrayBuffer)).toBe(guestCode);
    const url = new URL(linkIn(mail.text, '/academy/cancel?registration='));
    const view = await t.http.get(
      `/api/workshops/registrations/${url.searchParams.get('registration')}/guest-cancel?token=${url.searchParams.get('token')}`,
    );
    expect(view.status).toBe(200);
    expect(view.body.registration).toMatchObject({
      check_in_code: guestCode,
      workshop: { format: 'in_person' },
    });
  });

  it('the member sees the code in "My registrations"', async () => {
    const mine = await t.gql<{ myRegistrations: Array<{ checkInCode: string | null }> }>(
      '{ myRegistrations { checkInCode } }',
      {},
      as(member),
    );
    expect(mine.data?.myRegistrations.map((r) => r.checkInCode)).toEqual([memberCode]);
  });

  it('a visitor, a registrant and the host of another workshop are refused; nothing is written', async () => {
    expect((await scan(sessionId, memberCode, null)).status).toBe(401);
    expect((await scan(sessionId, memberCode, member)).status).toBe(403);
    const other = await scan(sessionId, memberCode, otherHost);
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain('Mia');
    const desk = await t.gql(
      'query($s: ID!) { checkInDesk(sessionId: $s) { title } }',
      { s: sessionId },
      as(otherHost),
    );
    expect(desk.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [{ count }] = await t.db.query<{ count: string }>('SELECT count(*) FROM check_ins');
    expect(count).toBe('0');
  });

  it('the same code scanned on two devices at once checks in once: one checked_in, one already_checked_in', async () => {
    const [a, b] = await Promise.all([
      scan(sessionId, memberCode, host),
      scan(sessionId, memberCode, host),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const statuses = [a.body.status, b.body.status].sort();
    expect(statuses).toEqual(['already_checked_in', 'checked_in']);
    expect(a.body.name).toBe('Mia Mitglied');
    expect(a.body.checked_in_at).toBe(b.body.checked_in_at);
    expect(Object.keys(a.body).sort()).toEqual(['checked_in_at', 'name', 'status']);
    // One audit entry for the one check-in, by the host.
    const audit = await t.db.query<{ actor_id: string; after: { sessionId: string } }>(
      `SELECT a.actor_id, a.after FROM audit_log a JOIN workshop_registrations r
         ON r.id::text = a.target_id WHERE a.action = 'check_in.recorded' AND r.email = $1`,
      [member.email],
    );
    expect(audit).toEqual([{ actor_id: host.id, after: expect.objectContaining({ sessionId }) }]);
  });

  it('a code counts only on the session’s day, from two hours before the start until its end: else wrong_session, nothing written', async () => {
    const code = await codeOf(guestEmail);
    const before = await t.db.query('SELECT * FROM check_ins ORDER BY id');
    try {
      for (const at of [
        new Date(sessionStart.getTime() - 86_400_000),
        new Date(sessionStart.getTime() - 2 * 3_600_000 - 60_000),
        new Date(sessionEnd.getTime() + 60_000),
      ]) {
        clock.set(at);
        const early = await scan(sessionId, code, host);
        expect(early.status).toBe(409);
        expect(early.body).toEqual({
          status: 'wrong_session',
          name: 'Gustav Gast',
          checked_in_at: null,
        });
      }
    } finally {
      clock.set(new Date(sessionStart.getTime() - 30 * 60_000));
    }
    expect(await t.db.query('SELECT * FROM check_ins ORDER BY id')).toEqual(before);
  });

  it('replaying the scans (an offline queue sent again) changes nothing', async () => {
    const before = await t.db.query('SELECT * FROM check_ins ORDER BY id');
    for (let i = 0; i < 3; i++) {
      const again = await scan(sessionId, memberCode, host);
      expect(again.status).toBe(200);
      expect(again.body.status).toBe('already_checked_in');
    }
    const replay = await t.gql(
      CHECK_IN,
      {
        i: { sessionId, code: memberCode, scannedAt: new Date(Date.now() - 60_000).toISOString() },
      },
      as(host),
    );
    expect(replay.data).toMatchObject({
      checkIn: { status: 'already_checked_in', checkedInBy: expect.any(String) },
    });
    expect(await t.db.query('SELECT * FROM check_ins ORDER BY id')).toEqual(before);
  });

  it('an admin may check in; unknown, cancelled and other-session codes get 404 / 409', async () => {
    const byAdmin = await scan(sessionId, memberCode, admin);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.status).toBe('already_checked_in');

    const unknown = await scan(sessionId, 'AAAAAAAAAAAAAAAAAAAAAA', host);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 'not_registered', name: null, checked_in_at: null });
    const garbage = await scan(sessionId, 'kein Code', host);
    expect(garbage.status).toBe(404);
    expect(garbage.body.status).toBe('not_registered');

    // The same member registered for the second date: that code is for another session.
    const second = await t.gql(
      'mutation($s: ID!) { registerForWorkshop(sessionId: $s) { id } }',
      { s: workshop.sessionIds[1] },
      as(member),
    );
    expect(second.errors).toBeUndefined();
    const wrong = await scan(sessionId, await codeOf(member.email, workshop.sessionIds[1]), host);
    expect(wrong.status).toBe(409);
    expect(wrong.body).toEqual({
      status: 'wrong_session',
      name: 'Mia Mitglied',
      checked_in_at: null,
    });

    const [{ id }] = await t.db.query<{ id: string }>(
      'SELECT id FROM workshop_registrations WHERE email = $1 AND session_id = $2',
      [member.email, workshop.sessionIds[1]],
    );
    const cancelled = await t.gql(
      'mutation($i: ID!) { cancelRegistration(id: $i) { status } }',
      { i: id },
      as(member),
    );
    expect(cancelled.errors).toBeUndefined();
    const onItsOwnSession = await scan(
      workshop.sessionIds[1],
      await codeOf(member.email, workshop.sessionIds[1]),
      host,
    );
    expect(onItsOwnSession.status).toBe(409);
    expect(onItsOwnSession.body.status).toBe('cancelled');
  });

  it('a helper the host names by e-mail may check in (and nothing more); others stay refused', async () => {
    const guestCode = await codeOf(guestEmail);
    expect((await scan(sessionId, guestCode, helper)).status).toBe(403);
    const added = await t.gql<{ addCheckInHelper: string[] }>(
      'mutation($i: CheckInHelperInput!) { addCheckInHelper(input: $i) }',
      { i: { sessionId, email: helper.email.toUpperCase() } },
      as(host),
    );
    expect(added.data?.addCheckInHelper).toEqual([helper.email]);
    // The named address is told which session, with the way to its check-in screen.
    const told = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(helper.email) && /^Check-in-Hilfe:/.test(m.subject ?? ''),
    );
    expect(told.subject).toBe('Check-in-Hilfe: Werkstatt vor Ort');
    expect(
      linkIn(told.text, `/member-area/workshops/${workshop.id}/check-in/${sessionId}`),
    ).toBeTruthy();
    // An address without an account is told too (in German); naming it again mails nobody.
    const outsider = uniqueEmail('aushilfe');
    for (let i = 0; i < 2; i++)
      await t.gql(
        'mutation($i: CheckInHelperInput!) { addCheckInHelper(input: $i) }',
        { i: { sessionId, email: outsider } },
        as(host),
      );
    await t.mail.waitFor(
      (m) => m.envelopeTo.includes(outsider) && /Check-in-Hilfe/.test(m.subject ?? ''),
    );
    const keys = await t.db.query('SELECT 1 FROM mail_outbox WHERE recipient = $1', [outsider]);
    expect(keys).toHaveLength(1);
    const byHelper = await scan(sessionId, guestCode, helper);
    expect(byHelper.status).toBe(200);
    expect(byHelper.body).toMatchObject({ status: 'checked_in', name: 'Gustav Gast' });
    // The helper finds the way to the session's check-in in the member area.
    const mine = await t.gql<{ myCheckInSessions: Array<{ sessionId: string; title: string }> }>(
      '{ myCheckInSessions { sessionId title } }',
      {},
      as(helper),
    );
    expect(mine.data?.myCheckInSessions).toEqual([{ sessionId, title: 'Werkstatt vor Ort' }]);
    // Only at that session, and no say over the helper list.
    expect((await scan(workshop.sessionIds[1], guestCode, helper)).status).toBe(403);
    const sneaky = await t.gql(
      'mutation($i: CheckInHelperInput!) { addCheckInHelper(input: $i) }',
      { i: { sessionId, email: uniqueEmail('freund') } },
      as(helper),
    );
    expect(sneaky.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const desk = await t.gql<{
      checkInDesk: {
        role: string;
        helpers: string[] | null;
        checkedInCount: number;
        confirmedCount: number;
      };
    }>(
      'query($s: ID!) { checkInDesk(sessionId: $s) { role helpers checkedInCount confirmedCount } }',
      { s: sessionId },
      as(helper),
    );
    expect(desk.data?.checkInDesk).toEqual({
      role: 'helper',
      helpers: null,
      checkedInCount: 2,
      confirmedCount: 2,
    });
  });

  it('a tap on a name checks in; undo works within a minute, not after', async () => {
    const late = await createMember(t, { verified: true, name: 'Lena Spät' });
    await t.gql(
      'mutation($s: ID!) { registerForWorkshop(sessionId: $s) { id } }',
      { s: sessionId },
      as(late),
    );
    const [{ id }] = await t.db.query<{ id: string }>(
      'SELECT id FROM workshop_registrations WHERE email = $1 AND session_id = $2',
      [late.email, sessionId],
    );
    const tapped = await t.gql(CHECK_IN, { i: { sessionId, registrationId: id } }, as(host));
    expect(tapped.data).toMatchObject({
      checkIn: { status: 'checked_in', name: 'Lena Spät', registrationId: id },
    });
    const undo = 'mutation($s: ID!, $r: ID!) { undoCheckIn(sessionId: $s, registrationId: $r) }';
    expect((await t.gql(undo, { s: sessionId, r: id }, as(host))).data).toEqual({
      undoCheckIn: true,
    });
    const undone = await t.db.query<{ actor_id: string }>(
      `SELECT actor_id FROM audit_log WHERE action = 'check_in.undone' AND target_id = $1`,
      [id],
    );
    expect(undone).toEqual([{ actor_id: host.id }]);
    const again = await t.gql(CHECK_IN, { i: { sessionId, registrationId: id } }, as(host));
    expect(again.data).toMatchObject({ checkIn: { status: 'checked_in' } });
    const desk = new Date(sessionStart.getTime() - 30 * 60_000);
    clock.set(new Date(desk.getTime() + 61_000));
    try {
      const tooLate = await t.gql(undo, { s: sessionId, r: id }, as(host));
      expect(tooLate.errors?.[0]?.extensions?.code).toBe('CHECKIN_UNDO_EXPIRED');
    } finally {
      clock.set(desk);
    }
    // Another session's registration cannot be tapped here.
    const foreign = await t.gql(
      CHECK_IN,
      { i: { sessionId: workshop.sessionIds[1], registrationId: id } },
      as(host),
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('CHECKIN_REGISTRATION_NOT_FOUND');
  });

  it('the data download holds one’s attendance and the check-ins one made; erasing an account removes its attendance and its name from others’ check-ins', async () => {
    const exportOf = async (who: Member) =>
      JSON.parse(
        (await t.gql<{ exportMyData: string }>('mutation { exportMyData }', {}, as(who))).data!
          .exportMyData,
      ) as { check_ins: { attended: unknown[]; checked_in_others: unknown[] } };
    expect((await exportOf(member)).check_ins.attended).toEqual([
      expect.objectContaining({ session_id: sessionId }),
    ]);
    expect((await exportOf(helper)).check_ins.checked_in_others).toEqual([
      { session_id: sessionId, people: 1 },
    ]);

    const erase = (who: Member) =>
      t.gql('mutation($p: String) { deleteMyAccount(password: $p) }', { p: who.password }, as(who));
    expect((await erase(helper)).errors).toBeUndefined();
    expect(
      await t.db.query('SELECT 1 FROM check_in_helpers WHERE email = $1', [helper.email]),
    ).toEqual([]);
    const again = await t.gql(
      CHECK_IN,
      { i: { sessionId, code: await codeOf(guestEmail) } },
      as(host),
    );
    expect(again.data).toMatchObject({
      checkIn: { status: 'already_checked_in', name: 'Gustav Gast', checkedInBy: null },
    });

    const [{ id }] = await t.db.query<{ id: string }>(
      'SELECT id FROM workshop_registrations WHERE email = $1 AND session_id = $2',
      [member.email, sessionId],
    );
    expect((await erase(member)).errors).toBeUndefined();
    expect(await t.db.query('SELECT 1 FROM check_ins WHERE registration_id = $1', [id])).toEqual(
      [],
    );
  });
});
