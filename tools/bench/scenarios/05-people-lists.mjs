import 'reflect-metadata';
import pg from 'pg';
import { fillAcademy } from '../academy-fill.mjs';
import { templateDatabase } from '../harness.mjs';

export const name = 'people-lists';
export const description =
  "A member's registrations, a host's registrants and the admin's payment overview among 100,000 workshops, 2 million registrations and 220,000 invoices: their statements (as in the repositories) and the overview's pages (PaymentOverviewService itself, beside the former one-statement overview) at 8 at once, p50/p99, with EXPLAIN (ANALYZE, BUFFERS)";

const CONCURRENCY = 8;
const SECONDS = 4;

/** The statements the services run (registrations.repository.ts, payments.repository.ts). */
const STATEMENTS = {
  'member: my registrations (RegistrationsRepository.ofUser)':
    'SELECT * FROM workshop_registrations WHERE user_id = $1 ORDER BY created_at DESC',
  'member: sessions of them (factsByIds)': `SELECT s.id, s.starts_at, s.ends_at FROM workshop_sessions s WHERE s.id = ANY($1::uuid[])`,
  'host: registrants of a workshop (registrantsOf)': `SELECT id, session_id, name, email, status, user_id, notes, created_at
       FROM workshop_registrations
      WHERE workshop_id = $1 AND ($2::uuid IS NULL OR session_id = $2::uuid)
      ORDER BY array_position(ARRAY['confirmed','waitlisted','cancelled']::text[], status::text),
               created_at, id`,
  'before: the whole payment overview in one statement (the former perSession)': `SELECT i.workshop_id, i.session_id, min(i.description) AS description,
            count(*) FILTER (WHERE i.payment_state = 'open' AND i.cancelled_by_id IS NULL) AS open_count,
            coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'open' AND i.cancelled_by_id IS NULL), 0) AS open_cents,
            count(*) FILTER (WHERE i.payment_state = 'paid' AND i.cancelled_by_id IS NULL) AS paid_count,
            coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'paid' AND i.cancelled_by_id IS NULL), 0) AS paid_cents,
            count(*) FILTER (WHERE i.cancelled_by_id IS NOT NULL) AS cancelled_count,
            coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'paid' AND i.cancelled_by_id IS NOT NULL), 0) AS refund_due_cents,
            coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'refunded'), 0) AS refunded_cents,
            coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'written_off'), 0) AS written_off_cents
       FROM invoices i WHERE i.kind = 'invoice' GROUP BY i.workshop_id, i.session_id`,
  'admin: open invoices list (PaymentsRepository.adminList)': `SELECT id, number, buyer_name, buyer_email, gross_cents, due_at, payment_state, paid_at,
            cancelled_by_id, session_id, description
       FROM invoices WHERE kind = 'invoice' AND payment_state = $1 AND cancelled_by_id IS NULL
      ORDER BY issued_at DESC, number DESC LIMIT 500`,
};

/**
 * What the listing fill leaves out: 20,000 members with ten registrations each on paid seats,
 * and their 200,000 invoices (a tenth still open), and 20,000 membership invoices (no session,
 * a tenth open). Made here, on this run's copy.
 */
async function addMembersAndInvoices(pool) {
  await pool.query(`SET session_replication_role = replica`);
  await pool.query(
    `INSERT INTO users (email, name, email_verified_at, privacy_consent_at)
     SELECT 'member' || i || '@example.com', 'Mitglied ' || i, now(), now()
     FROM generate_series(1, 20000) AS i`,
  );
  await pool.query(
    `INSERT INTO workshop_registrations (session_id, workshop_id, user_id, name, email, status,
       price_cents, locale, check_in_code, join_code, created_at)
     SELECT s.id, s.workshop_id, u.id, u.name, u.email, 'confirmed', 5000, 'de',
       'm' || replace(u.id::text, '-', '') || j, 'n' || replace(u.id::text, '-', '') || j,
       now() - (j * interval '3 days')
     FROM (SELECT id, name, email, row_number() OVER (ORDER BY email) AS n FROM users
           WHERE email LIKE 'member%') u
     CROSS JOIN generate_series(1, 10) AS j
     JOIN workshops w ON w.slug = 'bench-' || ((u.n * 10 + j) % 100000 + 1)
     JOIN LATERAL (SELECT id, workshop_id FROM workshop_sessions
                   WHERE workshop_id = w.id ORDER BY starts_at OFFSET 1 LIMIT 1) s ON true`,
  );
  await pool.query(
    `INSERT INTO invoices (number, kind, purpose, issued_at, issue_date, locale, seller,
       buyer_name, buyer_email, description, service_date, net_cents, vat_cents, gross_cents,
       vat_rate_percent, small_business, due_at, workshop_id, session_id, registration_id,
       user_id, payment_state, paid_at)
     SELECT 'B-' || lpad(row_number() OVER (ORDER BY r.created_at, r.id)::text, 9, '0'),
       'invoice', 'workshop', r.created_at, r.created_at::date, 'de', '{}'::jsonb,
       r.name, r.email, 'Workshop ' || left(r.workshop_id::text, 8), now() + interval '30 days',
       4202, 798, 5000, 19, false, r.created_at + interval '14 days', r.workshop_id,
       r.session_id, r.id, r.user_id,
       (CASE WHEN hashtext(r.id::text) % 10 = 0 THEN 'open' ELSE 'paid' END)::payment_state,
       CASE WHEN hashtext(r.id::text) % 10 = 0 THEN NULL ELSE r.created_at + interval '2 days' END
     FROM workshop_registrations r WHERE r.user_id IS NOT NULL`,
  );
  await pool.query(
    `INSERT INTO invoices (number, kind, purpose, issued_at, issue_date, locale, seller,
       buyer_name, buyer_email, description, service_date, net_cents, vat_cents, gross_cents,
       vat_rate_percent, small_business, due_at, user_id, payment_state, paid_at)
     SELECT 'M-' || lpad(u.n::text, 9, '0'), 'invoice', 'membership', now() - interval '20 days',
       (now() - interval '20 days')::date, 'de', '{}'::jsonb, u.name, u.email,
       'Mitgliedschaft', now() - interval '20 days', 1681, 319, 2000, 19, false,
       now() - interval '6 days', u.id,
       (CASE WHEN u.n % 10 = 0 THEN 'open' ELSE 'paid' END)::payment_state,
       CASE WHEN u.n % 10 = 0 THEN NULL ELSE now() - interval '18 days' END
     FROM (SELECT id, name, email, row_number() OVER (ORDER BY email) AS n FROM users
           WHERE email LIKE 'member%') u`,
  );
  await pool.query(`SET session_replication_role = origin`);
  await pool.query('ANALYZE users, workshop_registrations');
  // As autovacuum leaves a table whose rows are settled (last months' invoices): the
  // visibility map set, so an index-only scan need not visit the rows.
  await pool.query('VACUUM ANALYZE invoices');
}

/** `call` CONCURRENCY at once for SECONDS: p50 and p99 in ms. */
async function timeCalls(call) {
  const latencies = [];
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const started = process.hrtime.bigint();
        await call();
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { runs: latencies.length, p50: at(0.5), p99: at(0.99) };
}

async function explain(pool, title, text, values) {
  const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, values);
  return `-- ${title}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`;
}

/**
 * The admin's payment overview as the API pages it: `PaymentOverviewService.page` from the
 * built API, on this pool, naming sessions and workshops through the workshops module's own
 * `SessionsRepository` statements. Page 1, a deep page and the last page, open and all.
 */
async function overviewPages(pool, plans) {
  const dist = new URL('../../../dist/apps/api/modules/', import.meta.url);
  const load = (path) => import(new URL(path, dist).href);
  const { PaymentOverviewRepository } = await load('billing/payment-overview.repository.js');
  const { PaymentOverviewService } = await load('billing/payment-overview.service.js');
  const { BilledSessions } = await load('billing/billed-sessions.js');
  const { SessionsRepository } = await load('workshops/sessions/sessions.repository.js');
  let recording = null;
  const dataSource = {
    manager: {
      query: async (text, values) => {
        recording?.push({ text, values });
        return (await pool.query(text, values)).rows;
      },
    },
  };
  const sessionRows = new SessionsRepository(dataSource);
  const billed = new BilledSessions();
  billed.supply({
    sessionsByIds: async (ids) =>
      new Map(
        (await sessionRows.factsRows(ids)).map((r) => [
          r.id,
          { startsAt: r.starts_at, workshop: { title: r.title } },
        ]),
      ),
    workshopsByIds: async (ids) =>
      new Map(
        (await sessionRows.workshopFactsRows(ids)).map((r) => [r.workshop_id, { title: r.title }]),
      ),
    sessionsOfCreator: async () => [],
  });
  const overview = new PaymentOverviewService(new PaymentOverviewRepository(dataSource), billed);
  /** The cursor of page `n` (1-based), and the number of pages walked to find the last one. */
  const cursorOf = async (show, n) => {
    let after = null;
    let page = 1;
    for (; page < n; page++) {
      const next = (await overview.page(show, 50, after)).nextCursor;
      if (!next) break;
      after = next;
    }
    return { after, page };
  };
  const cases = [];
  for (const show of ['open', 'all']) {
    cases.push({ title: `${show}, page 1`, show, after: null });
    const deep = await cursorOf(show, 100);
    cases.push({ title: `${show}, page ${deep.page}`, show, after: deep.after });
  }
  const last = await cursorOf('open', 10_000);
  cases.push({
    title: `open, last page (${last.page}, the memberships)`,
    show: 'open',
    after: last.after,
  });
  for (const c of cases) {
    const title = `admin: payment overview, ${c.title} (PaymentOverviewService.page, 50 a page)`;
    const rows = (await overview.page(c.show, 50, c.after)).items.length;
    const t = await timeCalls(() => overview.page(c.show, 50, c.after));
    console.log(`| ${title} | ${t.runs} | ${t.p50.toFixed(1)} | ${t.p99.toFixed(1)} | ${rows} |`);
    recording = [];
    await overview.page(c.show, 50, c.after);
    const statements = recording;
    recording = null;
    for (const [i, statement] of statements.entries())
      plans.push(
        await explain(pool, `${title}, statement ${i + 1}`, statement.text, statement.values),
      );
  }
}

export async function run() {
  const db = await templateDatabase('academy100k', (url) => fillAcademy(url));
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  pool.on('error', () => undefined); // idle connections end with the server at the end
  if (db.fillMs !== null) console.log(`database filled in ${(db.fillMs / 1000).toFixed(1)} s`);
  let started = Date.now();
  // One connection for the fill (its SET applies to that session only).
  const client = await pool.connect();
  try {
    await addMembersAndInvoices(client);
  } finally {
    client.release();
  }
  const counts = await pool.query(
    `SELECT (SELECT count(*) FROM workshop_registrations)::int AS registrations,
            (SELECT count(*) FROM invoices)::int AS invoices,
            (SELECT count(*) FROM users)::int AS users`,
  );
  console.log(
    `members and invoices added in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts.rows[0])}`,
  );
  const member = (await pool.query(`SELECT id FROM users WHERE email = 'member777@example.com'`))
    .rows[0].id;
  const mine = await pool.query(
    'SELECT session_id FROM workshop_registrations WHERE user_id = $1',
    [member],
  );
  const workshop = (await pool.query(`SELECT id FROM workshops WHERE slug = 'bench-4242'`)).rows[0]
    .id;
  const values = {
    'member: my registrations (RegistrationsRepository.ofUser)': [member],
    'member: sessions of them (factsByIds)': [mine.rows.map((row) => row.session_id)],
    'host: registrants of a workshop (registrantsOf)': [workshop, null],
    'before: the whole payment overview in one statement (the former perSession)': [],
    'admin: open invoices list (PaymentsRepository.adminList)': ['open'],
  };
  console.log(
    `\n| statement (${CONCURRENCY} at once, ${SECONDS} s) | runs | p50 ms | p99 ms | rows |`,
  );
  console.log('|---|---:|---:|---:|---:|');
  const plans = [];
  for (const [title, text] of Object.entries(STATEMENTS)) {
    const rows = (await pool.query(text, values[title])).rowCount;
    const t = await timeCalls(() => pool.query(text, values[title]));
    console.log(`| ${title} | ${t.runs} | ${t.p50.toFixed(1)} | ${t.p99.toFixed(1)} | ${rows} |`);
    plans.push(await explain(pool, title, text, values[title]));
  }
  await overviewPages(pool, plans);
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS):\n\n${plans.join('\n\n')}`);
  await pool.end();
  await db.stop();
}
