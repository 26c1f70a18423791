import { createWorkshop } from '../support/academy-fixtures.js';
import {
  createAdmin,
  createMember,
  linkIn,
  type Member,
  uniqueEmail,
} from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';
import { authAs as as, createWorkshopAuthor } from '../support/workshop-fixtures.js';

const ROOM = 'https://meet.example.com/geheimer-raum-42';
const MARK =
  'mutation($i: MarkAttendanceInput!) { markAttendance(input: $i) { registrationId attended method } }';

describe('online attendance: the personal join link records attendance once, the raw video link stays the host’s, the host ticks attendance, device keys, figures and CSV', () => {
  let t: TestApp;
  const clock = new TestClock();
  let host: Member;
  let otherHost: Member;
  let member: Member;
  let late: Member;
  let admin: Member;
  let helper: Member;
  let workshop: Awaited<ReturnType<typeof createWorkshop>>;
  let sessionId: string;
  let startsAt: Date;
  let endsAt: Date;
  let memberJoin: string;
  const guestEmail = uniqueEmail('gast-online');
  const at = (minutesFromStart: number) => new Date(startsAt.getTime() + minutesFromStart * 60_000);
  const regOf = async (email: string, session = sessionId) =>
    (
      await t.db.query<{ id: string; join_code: string }>(
        'SELECT id, join_code FROM workshop_registrations WHERE email = $1 AND session_id = $2',
        [email, session],
      )
    )[0];
  const checkIns = (registrationId: string) =>
    t.db.query<{ method: string }>('SELECT method FROM check_ins WHERE registration_id = $1', [
      registrationId,
    ]);

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    host = await createWorkshopAuthor(t);
    otherHost = await createWorkshopAuthor(t);
    member = await createMember(t, { verified: true, name: 'Olga Online' });
    late = await createMember(t, { verified: true, name: '=HYPERLINK("x") Telefon' });
    helper = await createMember(t, { verified: true, name: 'Hugo Helfer' });
    admin = await createAdmin(t);
    workshop = await createWorkshop(t, {
      title: 'Werkstatt im Netz',
      creatorId: host.id,
      format: 'hybrid',
      location: 'Werkhalle 3, Berlin',
      videoCallLink: ROOM,
      basePriceCents: 0,
      sessionsInDays: [7, 14],
    });
    sessionId = workshop.sessionIds[0];
    [{ starts_at: startsAt, ends_at: endsAt }] = await t.db.query<{
      starts_at: Date;
      ends_at: Date;
    }>('SELECT starts_at, ends_at FROM workshop_sessions WHERE id = $1', [sessionId]);
    for (const who of [member, late])
      expect(
        (
          await t.gql(
            'mutation($s: ID!) { registerForWorkshop(sessionId: $s) { id } }',
            { s: sessionId },
            as(who),
          )
        ).errors,
      ).toBeUndefined();
    const guest = await t.gql(
      'mutation($s: ID!, $e: String!) { registerGuest(sessionId: $s, name: "Gina Gast", email: $e) { status } }',
      { s: sessionId, e: guestEmail },
    );
    expect(guest.errors).toBeUndefined();
    memberJoin = (await regOf(member.email)).join_code;
  });
  afterAll(() => t.close());

  it('the mails carry the personal join link, never the raw video link; queries show the raw link only to the host and admins', async () => {
    expect(memberJoin).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await regOf(guestEmail)).join_code).not.toBe(memberJoin);
    const mail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(member.email) &&
        m.subject === 'Anmeldung bestätigt: Werkstatt im Netz',
    );
    expect(mail.text).toContain(`/j/${memberJoin}`);
    expect(mail.text).toContain('Teilnahme-Link');
    const attachments = mail.attachments.map((a) =>
      Buffer.from(a.content as ArrayBuffer).toString(),
    );
    for (const part of [mail.text, mail.html, ...attachments]) expect(part).not.toContain(ROOM);

    const guestMail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(guestEmail) && /Werkstatt im Netz/.test(m.subject ?? ''),
    );
    expect(guestMail.text).not.toContain(ROOM);
    const url = new URL(linkIn(guestMail.text, '/academy/cancel?registration='));
    const view = await t.http.get(
      `/api/workshops/registrations/${url.searchParams.get('registration')}/guest-cancel?token=${url.searchParams.get('token')}`,
    );
    expect(view.status).toBe(200);
    expect(view.body.registration.join_path).toBe(`/j/${(await regOf(guestEmail)).join_code}`);
    expect(JSON.stringify(view.body)).not.toContain(ROOM);

    const mine = await t.gql<{
      myRegistrations: Array<{ joinPath: string; workshop: { videoCallLink: string | null } }>;
    }>('{ myRegistrations { joinPath workshop { videoCallLink } } }', {}, as(member));
    expect(mine.data?.myRegistrations).toEqual([
      { joinPath: `/j/${memberJoin}`, workshop: { videoCallLink: null } },
    ]);
    const page = 'query($s: String!) { workshop(slugOrId: $s) { videoCallLink } }';
    const seen = async (who: Member | null) =>
      (
        await t.gql<{ workshop: { videoCallLink: string | null } }>(
          page,
          { s: workshop.id },
          as(who),
        )
      ).data?.workshop.videoCallLink;
    expect(await seen(member)).toBeNull();
    expect(await seen(null)).toBeNull();
    expect(await seen(host)).toBe(ROOM);
    expect(await seen(admin)).toBe(ROOM);
  });

  it('before the window the link answers a page saying when it opens, records nothing and does not redirect', async () => {
    clock.set(at(-16));
    try {
      const early = await t.http.get(`/j/${memberJoin}`);
      expect(early.status).toBe(200);
      expect(early.headers.location).toBeUndefined();
      expect(early.text).toContain('noch nicht geöffnet');
      expect(early.text).toContain('lang="de"');
      expect(early.text).not.toContain(ROOM);
    } finally {
      clock.set(undefined);
    }
    expect(await checkIns((await regOf(member.email)).id)).toEqual([]);
    const unknown = await t.http.get('/j/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.location).toBeUndefined();
  });

  it('in the window two opens at once both lead to the call and record attendance once (method online)', async () => {
    clock.set(at(-10));
    try {
      const [a, b] = await Promise.all([
        t.http.get(`/j/${memberJoin}`),
        t.http.get(`/j/${memberJoin}`),
      ]);
      expect([a.status, b.status]).toEqual([302, 302]);
      expect(a.headers.location).toBe(ROOM);
      clock.set(at(30));
      expect((await t.http.get(`/j/${memberJoin}`)).headers.location).toBe(ROOM);
    } finally {
      clock.set(undefined);
    }
    expect(await checkIns((await regOf(member.email)).id)).toEqual([{ method: 'online' }]);
  });

  it('after the session the link says it is over; a cancelled registration’s link stops working', async () => {
    const guest = await regOf(guestEmail);
    clock.set(new Date(endsAt.getTime() + 60_000));
    try {
      const over = await t.http.get(`/j/${guest.join_code}`);
      expect(over.status).toBe(200);
      expect(over.headers.location).toBeUndefined();
      expect(over.text).toContain('vorbei');
    } finally {
      clock.set(undefined);
    }
    await t.db.query("UPDATE workshop_registrations SET status = 'cancelled' WHERE id = $1", [
      guest.id,
    ]);
    clock.set(at(0));
    try {
      const gone = await t.http.get(`/j/${guest.join_code}`);
      expect(gone.status).toBe(410);
      expect(gone.headers.location).toBeUndefined();
      expect(gone.text).toContain('storniert');
    } finally {
      clock.set(undefined);
    }
    expect(await checkIns(guest.id)).toEqual([]);
  });

  it('only the host and admins tick attendance by hand, from the start on; every change is audited', async () => {
    const lateReg = await regOf(late.email);
    const mark = (who: Member, attended: boolean) =>
      t.gql<{ markAttendance: { attended: boolean; method: string | null } }>(
        MARK,
        { i: { sessionId, registrationId: lateReg.id, attended } },
        as(who),
      );
    expect((await mark(host, true)).errors?.[0]?.extensions?.code).toBe(
      'CHECKIN_ATTENDANCE_TOO_EARLY',
    );
    await t.gql(
      'mutation($i: CheckInHelperInput!) { addCheckInHelper(input: $i) }',
      { i: { sessionId, email: helper.email } },
      as(host),
    );
    clock.set(at(90));
    try {
      for (const who of [member, otherHost, helper])
        expect((await mark(who, true)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await checkIns(lateReg.id)).toEqual([]);
      expect((await mark(host, true)).data?.markAttendance).toEqual({
        registrationId: lateReg.id,
        attended: true,
        method: 'hand',
      });
      expect((await mark(host, true)).data?.markAttendance.attended).toBe(true);
      const unmarked = await mark(admin, false);
      expect(unmarked.errors).toBeUndefined();
      expect(unmarked.data?.markAttendance).toMatchObject({ attended: false });
      expect((await mark(admin, true)).data?.markAttendance).toMatchObject({ method: 'hand' });
    } finally {
      clock.set(undefined);
    }
    const audit = await t.db.query<{ action: string; actor_id: string }>(
      'SELECT action, actor_id FROM audit_log WHERE target_id = $1 ORDER BY occurred_at, id',
      [lateReg.id],
    );
    expect(audit).toEqual([
      { action: 'attendance.marked', actor_id: host.id },
      { action: 'attendance.unmarked', actor_id: admin.id },
      { action: 'attendance.marked', actor_id: admin.id },
    ]);
    const sheet = await t.gql(
      'query($s: ID!) { attendanceSheet(sessionId: $s) { lines { name } } }',
      { s: sessionId },
      as(helper),
    );
    expect(sheet.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the figures per session and the CSV (formula-safe) are the host’s and admins’ only', async () => {
    clock.set(new Date(endsAt.getTime() + 60_000));
    try {
      const stats = await t.gql<{
        workshopAttendance: Array<{ registered: number; attended: number; noShows: number }>;
      }>(
        'query($w: ID!) { workshopAttendance(workshopId: $w) { registered attended noShows } }',
        { w: workshop.id },
        as(host),
      );
      expect(stats.data?.workshopAttendance).toEqual([
        { registered: 2, attended: 2, noShows: 0 },
        { registered: 0, attended: 0, noShows: null },
      ]);
      const csv = await t.http.get(`/api/check-in/${sessionId}/attendance.csv`).set(as(host));
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('name;email;status;checked_in_at;method');
      expect(lines).toHaveLength(3);
      expect(lines.find((l) => l.includes('Olga Online'))).toMatch(/;attended;.*;online$/);
      const formula = lines.find((l) => l.includes('HYPERLINK'))!;
      expect(formula.startsWith('"\'=HYPERLINK')).toBe(true);
      expect(formula).toMatch(/;attended;.*;hand$/);
    } finally {
      clock.set(undefined);
    }
    for (const who of [member, otherHost, helper]) {
      expect(
        (await t.http.get(`/api/check-in/${sessionId}/attendance.csv`).set(as(who))).status,
      ).toBe(403);
      const stats = await t.gql(
        'query($w: ID!) { workshopAttendance(workshopId: $w) { registered } }',
        { w: workshop.id },
        as(who),
      );
      // Someone else's workshop is not found, as the workshops module answers on the same screen.
      expect(stats.errors?.[0]?.extensions?.code).toBe('CHECKIN_WORKSHOP_NOT_FOUND');
    }
    expect((await t.http.get(`/api/check-in/${sessionId}/attendance.csv`)).status).toBe(401);
  });

  it('a device key works for the check-in API only, at the owner’s sessions, until revoked', async () => {
    const create = (who: Member, name: string) =>
      t.gql<{ createCheckInDeviceToken: { token: string; device: { id: string } } }>(
        'mutation($i: CreateCheckInDeviceTokenInput!) { createCheckInDeviceToken(input: $i) { token device { id } } }',
        { i: { sessionId, name } },
        as(who),
      );
    expect((await create(member, 'Mein Handy')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const made = await create(helper, 'Scanner Eingang');
    expect(made.errors).toBeUndefined();
    const { token, device } = made.data!.createCheckInDeviceToken;
    expect(token).toMatch(/^cdt_[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM check_in_device_tokens WHERE id = $1',
      [device.id],
    );
    expect(stored.token_hash).not.toContain(token.slice(4));
    const bearer = { authorization: `Bearer ${token}` };
    const code = (
      await t.db.query<{ check_in_code: string }>(
        'SELECT check_in_code FROM workshop_registrations WHERE email = $1',
        [member.email],
      )
    )[0].check_in_code;
    // Codes count on the session's day only: the scans happen during the session.
    clock.set(at(5));
    const ok = await t.http.post(`/api/check-in/${sessionId}`).set(bearer).send({ code });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'already_checked_in', name: 'Olga Online' });
    // The helper was named for the first date only.
    expect(
      (await t.http.post(`/api/check-in/${workshop.sessionIds[1]}`).set(bearer).send({ code }))
        .status,
    ).toBe(403);
    // Nothing else takes it.
    expect(
      (await t.gql('{ myCheckInDeviceTokens { id } }', {}, bearer)).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect((await t.http.get(`/api/check-in/${sessionId}/attendance.csv`).set(bearer)).status).toBe(
      401,
    );
    expect((await t.http.get('/api/workshops/me/registrations').set(bearer)).status).toBe(401);
    const listed = await t.gql<{
      myCheckInDeviceTokens: Array<{ name: string; lastUsedAt: string | null }>;
    }>('{ myCheckInDeviceTokens { name lastUsedAt } }', {}, as(helper));
    expect(listed.data?.myCheckInDeviceTokens).toEqual([
      { name: 'Scanner Eingang', lastUsedAt: expect.any(String) },
    ]);
    // Another person cannot revoke it; its owner can, and then it is refused.
    const revoke = 'mutation($id: ID!) { revokeCheckInDeviceToken(id: $id) }';
    expect((await t.gql(revoke, { id: device.id }, as(host))).errors?.[0]?.extensions?.code).toBe(
      'CHECKIN_DEVICE_TOKEN_NOT_FOUND',
    );
    expect((await t.gql(revoke, { id: device.id }, as(helper))).data).toEqual({
      revokeCheckInDeviceToken: true,
    });
    expect(
      (await t.http.post(`/api/check-in/${sessionId}`).set(bearer).send({ code })).status,
    ).toBe(401);
    expect(
      (
        await t.http
          .post(`/api/check-in/${sessionId}`)
          .set({ authorization: 'Bearer cdt_made-up' })
          .send({ code })
      ).status,
    ).toBe(401);
    clock.set(undefined);
  });

  it('device keys made at the same moment still stop at ten per person', async () => {
    const made = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.gql<{ createCheckInDeviceToken: { token: string } }>(
          'mutation($i: CreateCheckInDeviceTokenInput!) { createCheckInDeviceToken(input: $i) { token } }',
          { i: { sessionId, name: `Scanner ${i + 1}` } },
          as(host),
        ),
      ),
    );
    const refused = made.filter((r) => r.errors);
    expect(made.length - refused.length).toBe(10);
    expect(new Set(refused.map((r) => r.errors?.[0]?.extensions?.code))).toEqual(
      new Set(['CHECKIN_TOO_MANY_DEVICE_TOKENS']),
    );
    const [{ count }] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM check_in_device_tokens WHERE user_id = $1 AND revoked_at IS NULL',
      [host.id],
    );
    expect(count).toBe(10);
  });
});
