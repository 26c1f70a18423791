import { DataSource } from 'typeorm';
import { AuditLogService } from '../../src/modules/audit/index.js';
import { AuditRetention } from '../../src/modules/audit/audit-retention.js';
import { DataRetentionJob } from '../../src/modules/retention/data-retention.job.js';
import { createWorkshop } from '../support/academy-fixtures.js';
import {
  auth,
  BOOK,
  bookingInput,
  createConsultant,
  fullHourAhead,
} from '../support/booking-fixtures.js';
import { camtStatement } from '../support/camt.js';
import {
  createAdmin,
  createMember,
  linkIn,
  type Member,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const NEW_PASSWORD = 'Tee-am-Abend-mit-Zitrone-7';

/** Changes the member's password (which ends their other sessions) and signs in again. */
async function changePasswordAndSignIn(t: TestApp, member: Member): Promise<Member> {
  const changed = await t.gql(
    'mutation($i: ChangePasswordInput!) { changePassword(input: $i) }',
    { i: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD } },
    auth(member),
  );
  if (changed.errors) throw new Error(JSON.stringify(changed.errors));
  const response = await t.http
    .post('/auth/login')
    .send({ email: member.email, password: NEW_PASSWORD });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.text}`);
  return { ...member, password: NEW_PASSWORD, token: response.body.token };
}

interface Entry {
  id: string;
  occurred_at: Date;
  actor_id: string | null;
  actor_label: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  subject_user_id: string | null;
  ip: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** RFC 4180 reader for the tests: fields, quoted fields with doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') {
      if (field !== '') throw new Error(`quote inside an unquoted field at ${i}`);
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else if (c === '\n' || c === '\r') throw new Error(`bare line break at ${i}`);
    else field += c;
  }
  if (quoted) throw new Error('unterminated quote');
  if (field !== '' || row.length > 0) throw new Error('last record without CRLF');
  return rows;
}

describe('audit log: every listed action is recorded with actor, target, address, before/after', () => {
  let t: TestApp;
  let admin: Member;
  const as = auth;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const entriesOf = (action: string, targetId?: string) =>
    t.db.query<Entry>(
      `SELECT * FROM audit_log WHERE action = $1 AND ($2::text IS NULL OR target_id = $2)
       ORDER BY occurred_at DESC, id DESC`,
      [action, targetId ?? null],
    );

  /** The one entry of `action` on `targetId`, by `actor`, from the test's address. */
  async function expectEntry(
    action: string,
    target: { type: string; id: string },
    actor: Member,
    pictures: { before?: boolean; after?: boolean } = { before: true, after: true },
  ): Promise<Entry> {
    const [entry, ...more] = await entriesOf(action, target.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_id: actor.id,
      actor_label: actor.email,
      target_type: target.type,
      target_id: target.id,
    });
    expect(entry.ip).toMatch(/127\.0\.0\.1|::1/);
    if (pictures.before) expect(entry.before).toEqual(expect.any(Object));
    if (pictures.after) expect(entry.after).toEqual(expect.any(Object));
    const text = JSON.stringify([entry.before, entry.after]);
    expect(text).not.toMatch(/password|token|hash|argon/i);
    return entry;
  }

  const ok = <T>(result: { data?: T; errors?: unknown }): T => {
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data;
  };

  it('records the start-up role grant as the system (no actor, no address)', async () => {
    const [entry] = await entriesOf('user.role_changed', admin.id);
    expect(entry).toMatchObject({ actor_id: null, ip: null, subject_user_id: admin.id });
    expect(entry.after).toMatchObject({ role: 'ADMIN' });
  });

  it('records profile approvals and rejections', async () => {
    const member = await createMember(t);
    const saved = ok(
      await t.gql<{ updateMyProfile: { id: string } }>(
        'mutation($i: ProfileInput!) { updateMyProfile(input: $i) { id } }',
        { i: { displayName: 'Pia Protokoll', headline: 'Beraterin' } },
        as(member),
      ),
    ).updateMyProfile;
    ok(
      await t.gql(
        'mutation($id: ID!) { approveProfile(id: $id) { id } }',
        { id: saved.id },
        as(admin),
      ),
    );
    const approved = await expectEntry(
      'profile.approved',
      { type: 'profile', id: saved.id },
      admin,
    );
    expect(approved.before).toEqual({ approvalStatus: 'pending' });
    expect(approved.after).toMatchObject({ approvalStatus: 'approved' });
    ok(
      await t.gql(
        'mutation($id: ID!) { rejectProfile(id: $id, input: { comment: "Bitte ein Foto" }) { id } }',
        { id: saved.id },
        as(admin),
      ),
    );
    const rejected = await expectEntry(
      'profile.rejected',
      { type: 'profile', id: saved.id },
      admin,
    );
    expect(rejected.after).toMatchObject({ approvalStatus: 'rejected', comment: 'Bitte ein Foto' });
  });

  it('records workshop approvals, rejections and the featured flag', async () => {
    const a = await createWorkshop(t, { approved: false });
    const b = await createWorkshop(t, { approved: false });
    ok(
      await t.gql(
        'mutation($id: ID!) { approveWorkshop(id: $id) { id } }',
        { id: a.id },
        as(admin),
      ),
    );
    const approved = await expectEntry('workshop.approved', { type: 'workshop', id: a.id }, admin);
    expect(approved.after).toMatchObject({ isApproved: true });
    ok(await t.gql('mutation($id: ID!) { rejectWorkshop(id: $id) }', { id: b.id }, as(admin)));
    const rejected = await expectEntry('workshop.rejected', { type: 'workshop', id: b.id }, admin);
    expect(rejected.after).toMatchObject({ deleted: true });
    ok(
      await t.gql(
        'mutation($id: ID!) { setWorkshopFeatured(id: $id, featured: true) { id } }',
        { id: a.id },
        as(admin),
      ),
    );
    const featured = await expectEntry(
      'workshop.featured_changed',
      { type: 'workshop', id: a.id },
      admin,
    );
    expect([featured.before, featured.after]).toEqual([
      { isFeatured: false },
      { isFeatured: true },
    ]);
  });

  const sell = async (sessionId: string) => {
    const r = ok(
      await t.gql<{ registerGuest: { id: string } }>(
        'mutation($s: ID!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Paula Payer", email: $e) { id } }',
        { s: sessionId, e: uniqueEmail('zahler') },
      ),
    );
    const [row] = await t.db.query<{ id: string; number: string }>(
      'SELECT id, number FROM invoices WHERE registration_id = $1',
      [r.registerGuest.id],
    );
    return { registrationId: r.registerGuest.id, invoiceId: row.id, number: row.number };
  };

  it('records payments marked, statements imported and registrations cancelled by an admin', async () => {
    const w = await createWorkshop(t, { basePriceCents: 4900 });
    const first = await sell(w.sessionIds[0]);
    const second = await sell(w.sessionIds[0]);
    ok(
      await t.gql(
        'mutation($ids: [ID!]!) { setPaymentState(ids: $ids, state: "paid") }',
        { ids: [first.invoiceId] },
        as(admin),
      ),
    );
    const marked = await expectEntry(
      'payment.state_changed',
      { type: 'invoice', id: first.invoiceId },
      admin,
    );
    expect(marked.before).toMatchObject({ paymentState: 'open', number: first.number });
    expect(marked.after).toMatchObject({ paymentState: 'paid', note: 'manual' });

    const xml = camtStatement(
      [{ amount: '49.00', remittance: `Rechnung ${second.number}` }],
      'AUDIT-1',
    );
    const imported = ok(
      await t.gql<{ importBankStatement: { matched: unknown[] } }>(
        'mutation($x: String!) { importBankStatement(xml: $x) { matched { invoiceNumber } } }',
        { x: xml },
        as(admin),
      ),
    );
    expect(imported.importBankStatement.matched).toHaveLength(1);
    const paid = await expectEntry(
      'payment.state_changed',
      { type: 'invoice', id: second.invoiceId },
      admin,
    );
    expect(paid.after).toMatchObject({ paymentState: 'paid' });
    const [statement] = await entriesOf('payment.statement_imported');
    expect(statement).toMatchObject({ actor_id: admin.id, target_type: 'bank_statement' });
    expect(statement.after).toMatchObject({ matched: 1, paidInvoices: [second.number] });
    expect(statement.ip).toBeTruthy();

    ok(
      await t.gql(
        'mutation($id: ID!) { cancelRegistration(id: $id, reason: "Doppelt") { id } }',
        { id: first.registrationId },
        as(admin),
      ),
    );
    const cancelled = await expectEntry(
      'registration.cancelled_by_admin',
      { type: 'registration', id: first.registrationId },
      admin,
    );
    expect(cancelled.after).toMatchObject({ status: 'cancelled', reason: 'Doppelt' });
  });

  it('records consultant changes and bookings cancelled by an admin', async () => {
    const consultant = await createConsultant(t, admin);
    const target = { type: 'consultant', id: consultant.id };
    await expectEntry('consultant.created', target, admin, { after: true });
    const updated = await expectEntry('consultant.updated', target, admin);
    expect(updated.after).toMatchObject({ appointmentMinutes: 60, active: true });
    await expectEntry('consultant.availability_changed', target, admin);
    const withDay = ok(
      await t.gql<{ addConsultantDayOff: { daysOff: Array<{ id: string }> } }>(
        'mutation($c: ID!) { addConsultantDayOff(consultantId: $c, input: { startDate: "2031-01-02", endDate: "2031-01-03" }) { daysOff { id } } }',
        { c: consultant.id },
        as(admin),
      ),
    );
    await expectEntry('consultant.day_off_added', target, admin, { after: true });
    ok(
      await t.gql(
        'mutation($id: ID!) { removeConsultantDayOff(id: $id) { id } }',
        { id: withDay.addConsultantDayOff.daysOff[0].id },
        as(admin),
      ),
    );
    await expectEntry('consultant.day_off_removed', target, admin, { before: true });

    const booked = ok(
      await t.gql<{ bookConsultation: { id: string } }>(BOOK, {
        i: bookingInput(consultant.id, fullHourAhead(30), uniqueEmail('besuch')),
      }),
    );
    const id = booked.bookConsultation.id;
    ok(await t.gql('mutation($id: ID!) { adminCancelBooking(id: $id) }', { id }, as(admin)));
    const entry = await expectEntry('booking.cancelled_by_admin', { type: 'booking', id }, admin);
    expect([entry.before?.status, entry.after?.status]).toEqual(['confirmed', 'cancelled']);
  });

  it('records failed mails sent again and promo code changes', async () => {
    const [mail] = await t.db.query<{ id: string }>(
      `INSERT INTO mail_outbox (key, recipient, subject, message, status, attempts, last_error)
       VALUES ($1, 'weg@example.com', 'Hallo', '{}'::jsonb, 'failed', 8, '550 no such user')
       RETURNING id`,
      [`audit-test:${Date.now()}`],
    );
    ok(
      await t.gql(
        'mutation($id: ID!) { resendFailedMail(id: $id) { id } }',
        { id: mail.id },
        as(admin),
      ),
    );
    const resent = await expectEntry('mail.resent', { type: 'mail', id: mail.id }, admin);
    expect(resent.after).toMatchObject({ status: 'queued', recipient: 'weg@example.com' });

    const saved = ok(
      await t.gql<{ savePromoCode: { id: string } }>(
        'mutation($i: PromoCodeInput!) { savePromoCode(input: $i) { id } }',
        {
          i: {
            code: 'AUDIT10',
            tool: 'Miro',
            descriptionDe: '10 % Rabatt',
            descriptionEn: '10 % off',
            active: true,
          },
        },
        as(admin),
      ),
    );
    const promo = await expectEntry(
      'promo_code.saved',
      { type: 'promo_code', id: saved.savePromoCode.id },
      admin,
      { after: true },
    );
    expect(promo.after).toMatchObject({ code: 'AUDIT10', active: true });
  });

  it('records password and email changes, data exports and account deletions as the owner', async () => {
    const member = await changePasswordAndSignIn(t, await createMember(t, { verified: true }));
    const changed = await expectEntry(
      'auth.password_changed',
      { type: 'user', id: member.id },
      member,
      {
        after: true,
      },
    );
    expect(changed.subject_user_id).toBe(member.id);

    const newEmail = uniqueEmail('umzug');
    ok(
      await t.gql(
        'mutation($e: String!, $p: String!) { requestEmailChange(input: { newEmail: $e, currentPassword: $p }) }',
        { e: newEmail, p: NEW_PASSWORD },
        as(member),
      ),
    );
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(newEmail));
    const link = new URL(linkIn(mail.text, '/api/auth/confirm-email-change?token='));
    expect((await t.http.get(`${link.pathname}${link.search}`)).status).toBeLessThan(400);
    const moved = await expectEntry('auth.email_changed', { type: 'user', id: member.id }, member);
    expect([moved.before, moved.after]).toEqual([{ email: member.email }, { email: newEmail }]);

    const movedMember = { ...member, email: newEmail };
    ok(await t.gql('mutation { exportMyData }', {}, as(member)));
    await expectEntry('account.data_exported', { type: 'user', id: member.id }, movedMember, {
      after: true,
    });
    ok(
      await t.gql(
        'mutation($p: String) { deleteMyAccount(password: $p) }',
        { p: NEW_PASSWORD },
        as(member),
      ),
    );
    await expectEntry('account.deleted', { type: 'user', id: member.id }, movedMember);
  });

  it('writes the entry in the transaction of the change: a rolled-back change leaves none', async () => {
    const audit = t.app.get(AuditLogService);
    const dataSource = t.app.get(DataSource);
    const marker = `rollback-${Date.now()}`;
    await expect(
      dataSource.transaction(async (manager) => {
        await audit.record(
          { action: 'mail.resent', actor: null, target: { type: 'mail', id: marker } },
          manager,
        );
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await entriesOf('mail.resent', marker)).toEqual([]);
  });
});

describe('audit log: append-only, also for the app’s own database user', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp({ AUDIT_RETENTION_DAYS: '730' });
    db = t.app.get(DataSource);
    await createAdmin(t);
  });
  afterAll(() => t.close());

  const insertAged = async (days: number, marker: string) =>
    (
      await db.query<Array<{ id: string }>>(
        `INSERT INTO audit_log (occurred_at, action, target_type, target_id)
         VALUES (now() - make_interval(days => $1), 'mail.resent', 'test', $2) RETURNING id`,
        [days, marker],
      )
    )[0].id;

  it('refuses UPDATE, DELETE and TRUNCATE on the table', async () => {
    const id = await insertAged(1, 'fresh');
    await expect(
      db.query("UPDATE audit_log SET action = 'auth.sign_in' WHERE id = $1", [id]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log WHERE id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    const old = await insertAged(3000, 'ancient');
    // An old entry too: without the retention job's setting nothing goes.
    await expect(db.query('DELETE FROM audit_log WHERE id = $1', [old])).rejects.toThrow(
      /append-only/,
    );
    await expect(
      db.query('UPDATE audit_log SET before = NULL WHERE id = $1', [old]),
    ).rejects.toThrow(/append-only/);
  });

  it('refuses deleting a young entry even with the retention setting, and a period under a year', async () => {
    const id = await insertAged(300, 'young');
    await expect(
      db.transaction(async (manager) => {
        await manager.query(
          "SELECT set_config('app.audit_retention', 'on', true), set_config('app.audit_retention_days', '1', true)",
        );
        await manager.query('DELETE FROM audit_log WHERE id = $1', [id]);
      }),
    ).rejects.toThrow(/append-only/);
    expect(await db.query('SELECT id FROM audit_log WHERE id = $1', [id])).toHaveLength(1);
  });

  it('the retention job deletes only entries older than the retention period', async () => {
    const old = await insertAged(731, 'retention-old');
    const kept = await insertAged(729, 'retention-kept');
    const removed = await t.app.get(DataRetentionJob).run();
    expect(removed.auditLogEntries).toBeGreaterThanOrEqual(1);
    const left = await db.query<Array<{ id: string }>>(
      'SELECT id FROM audit_log WHERE id = ANY($1::uuid[])',
      [[old, kept]],
    );
    expect(left.map((r) => r.id)).toEqual([kept]);
    expect((await t.app.get(AuditRetention).purge(new Date())).auditLogEntries).toBe(0);
  });
});

describe('audit log: who reads it', () => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  let other: Member;
  const LIST = `query($f: AuditLogFilterInput, $p: Int, $s: Int) {
    auditLog(filter: $f, page: $p, pageSize: $s) {
      hasMore entries { id occurredAt action actorId actorLabel targetType targetId ip before after }
    }
  }`;
  const EVENTS = '{ mySecurityEvents { id occurredAt action ip } }';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    member = await createMember(t, { verified: true });
    other = await createMember(t, { verified: true });
    member = await changePasswordAndSignIn(t, member);
    other = await changePasswordAndSignIn(t, other);
    // An entry whose texts would break a naive CSV or run as a spreadsheet formula.
    await t.app.get(AuditLogService).record({
      action: 'promo_code.saved',
      actor: { id: admin.id, email: '=HYPERLINK("http://evil.example","x")' },
      target: { type: 'promo_code', id: '+SUM(A1:A9)' },
      ip: '-1',
      before: { tool: 'Miro, "Pro"\r\nzweite Zeile' },
      after: { tool: '@Miro', password: 'never-in-the-log', refreshToken: 'nor-this' },
    });
  });
  afterAll(() => t.close());

  it('only admins read the log and its CSV', async () => {
    expect((await t.gql(LIST, {}, auth(member))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const asMember = await t.http.get('/api/admin/audit-log.csv').set(auth(member));
    expect(asMember.status).toBe(403);
    expect((await t.http.get('/api/admin/audit-log.csv')).status).toBe(401);
    const asAdmin = await t.gql<{ auditLog: { entries: Array<{ action: string }> } }>(
      LIST,
      {},
      auth(admin),
    );
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data!.auditLog.entries.length).toBeGreaterThan(0);
  });

  it('filters by action, actor, target and time range, newest first, in pages', async () => {
    const page = async (f: Record<string, unknown>, p?: number, s?: number) =>
      (
        await t.gql<{
          auditLog: { hasMore: boolean; entries: Array<Record<string, string>> };
        }>(LIST, { f, p, s }, auth(admin))
      ).data!.auditLog;
    const changes = await page({ action: 'auth.password_changed' });
    expect(changes.entries.map((e) => e.actorId).sort()).toEqual([member.id, other.id].sort());
    expect(changes.entries[0].occurredAt >= changes.entries[1].occurredAt).toBe(true);
    const mine = await page({ action: 'auth.password_changed', actor: member.email });
    expect(mine.entries.map((e) => e.actorId)).toEqual([member.id]);
    expect((await page({ actor: other.id })).entries.every((e) => e.actorId === other.id)).toBe(
      true,
    );
    expect(
      (await page({ targetType: 'promo_code', targetId: '+SUM(A1:A9)' })).entries,
    ).toHaveLength(1);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await page({ from: future })).entries).toEqual([]);
    const first = await page({}, 1, 2);
    const second = await page({}, 2, 2);
    expect(first.hasMore).toBe(true);
    expect(first.entries).toHaveLength(2);
    expect(second.entries[0].id).not.toBe(first.entries[0].id);
    const bad = await t.gql(LIST, { f: { action: 'drop.table' } }, auth(admin));
    expect(bad.errors?.[0].extensions?.code).toBe('AUDIT_FILTER_INVALID');
    const badRange = await t.gql(
      LIST,
      { f: { from: future, to: new Date().toISOString() } },
      auth(admin),
    );
    expect(badRange.errors?.[0].extensions?.code).toBe('AUDIT_FILTER_INVALID');
    const badPage = await t.gql(LIST, { s: 100_000 }, auth(admin));
    expect(badPage.errors?.[0].extensions?.code).toBe('AUDIT_FILTER_INVALID');
  });

  it('a member reads only their own security events', async () => {
    const own = await t.gql<{
      mySecurityEvents: Array<{ id: string; action: string; ip: string }>;
    }>(EVENTS, {}, auth(member));
    expect(own.errors).toBeUndefined();
    // The password change and the member's own sign-ins (each test request is a new device).
    const actions = own.data!.mySecurityEvents.map((e) => e.action);
    expect(actions).toContain('auth.password_changed');
    expect(new Set(actions)).toEqual(new Set(['auth.password_changed', 'auth.new_device_sign_in']));
    expect(own.data!.mySecurityEvents.every((e) => e.ip)).toBe(true);
    const [otherEntry] = await t.db.query<{ id: string }>(
      `SELECT id FROM audit_log WHERE subject_user_id = $1 AND action = 'auth.password_changed'`,
      [other.id],
    );
    expect(own.data!.mySecurityEvents.map((e) => e.id)).not.toContain(otherEntry.id);
    // Admin work on a member's things is not theirs to read here either.
    expect((await t.gql(EVENTS, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('the CSV is well-formed RFC 4180 with formulas neutralised and no secrets', async () => {
    const response = await t.http
      .get('/api/admin/audit-log.csv')
      .query({ action: 'promo_code.saved' })
      .set(auth(admin))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="?audit-log\.csv"?/,
    );
    const text = response.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'time',
      'action',
      'actor_id',
      'actor',
      'target_type',
      'target_id',
      'ip',
      'before',
      'after',
    ]);
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.length === 9)).toBe(true);
    const [, row] = rows;
    expect(row[1]).toBe('promo_code.saved');
    expect(row[3]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(row[5]).toBe("'+SUM(A1:A9)");
    expect(row[6]).toBe("'-1");
    expect(JSON.parse(row[7])).toEqual({ tool: 'Miro, "Pro"\r\nzweite Zeile' });
    expect(JSON.parse(row[8])).toEqual({ tool: '@Miro' });
    expect(text).not.toMatch(/never-in-the-log|nor-this/);

    const bad = await t.http
      .get('/api/admin/audit-log.csv')
      .query({ from: 'gestern' })
      .set(auth(admin))
      .set('x-locale', 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('AUDIT_FILTER_INVALID');
    expect(bad.body.error.message).toMatch(/filter/);
    const twice = await t.http.get('/api/admin/audit-log.csv?action=a&action=b').set(auth(admin));
    expect(twice.status).toBe(400);
  });
});
