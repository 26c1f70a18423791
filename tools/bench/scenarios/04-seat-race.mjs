import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { fillAcademy } from '../academy-fill.mjs';
import { cpuMsOf, startProcess, templateDatabase } from '../harness.mjs';

export const name = 'seat-race';
export const description =
  '1,000 guests register at once for one session with 20 seats (join the waitlist when full), among 100,000 workshops: through the API vs the same seat transaction run straight on pg (pool of 10, as the API)';

const GUESTS = 1_000;
/** Registrations a server has taken before the rush (see `warmUp`). */
const WARM_UP = 200;
const SEATS = 20;

/** A free workshop open to guests with one session of SEATS seats, ahead. */
async function openSession(pool, slug) {
  const { rows } = await pool.query(
    `WITH w AS (
       INSERT INTO workshops (slug, title, description, format, video_call_link, starts_at,
         duration_minutes, max_participants, is_approved, status, is_public, visibility,
         guest_registration_enabled, base_price_cents)
       VALUES ($1, 'Bench seat race', 'Bench', 'online', 'https://meet.example.com/x',
         now() + interval '7 days', 120, $2, true, 'scheduled', true, 'public', true, 0)
       RETURNING id, starts_at)
     INSERT INTO workshop_sessions (workshop_id, starts_at, ends_at, capacity)
     SELECT id, starts_at, starts_at + interval '2 hours', $2 FROM w
     RETURNING id, workshop_id`,
    [slug, SEATS],
  );
  return rows[0];
}

/** Seats, waitlist and the order of the waitlist, as the database holds them. */
async function verdict(pool, sessionId) {
  const { rows } = await pool.query(
    `SELECT s.capacity, s.registered_count,
       count(*) FILTER (WHERE r.status = 'confirmed')::int AS confirmed,
       count(*) FILTER (WHERE r.status = 'waitlisted')::int AS waitlisted,
       count(DISTINCT r.email)::int AS people
     FROM workshop_sessions s JOIN workshop_registrations r ON r.session_id = s.id
     WHERE s.id = $1 GROUP BY s.id`,
    [sessionId],
  );
  // The order the waitlist passes seats on (created_at, id) is the order people joined: their
  // registrations' commit order must agree with it (xmin grows with each transaction).
  const order = await pool.query(
    `SELECT email FROM workshop_registrations WHERE session_id = $1 AND status = 'waitlisted'
     ORDER BY created_at, id`,
    [sessionId],
  );
  return { ...rows[0], waitlist: order.rows.map((row) => row.email) };
}

function print(title, ms, v, answeredWaitlist, cpu = '') {
  const overbooked = Math.max(0, v.confirmed - v.capacity);
  const inOrder =
    answeredWaitlist === undefined
      ? 'n/a'
      : v.waitlist.length === answeredWaitlist.length &&
          new Set(v.waitlist).size === v.waitlist.length
        ? `${v.waitlist.length} distinct places, positions ${agreement(v.waitlist, answeredWaitlist)}`
        : 'MISMATCH';
  console.log(
    `| ${title} | ${ms} | ${v.confirmed} of ${v.capacity} (counter ${v.registered_count}) | ${overbooked} | ${v.waitlisted} | ${inOrder} | ${cpu} |`,
  );
}

/** How many waitlist places equal the order in which the API answered "waitlisted". */
function agreement(dbOrder, answerOrder) {
  let same = 0;
  for (let i = 0; i < dbOrder.length; i += 1) if (dbOrder[i] === answerOrder[i]) same += 1;
  return `${same}/${dbOrder.length} equal to the answer order`;
}

/** Each guest on a connection of their own (as 1,000 people are), no keep-alive. */
const ownConnection = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/**
 * One guest's POST with node:http: the load generator shares the 2 cores with the server, and
 * `fetch` (undici) cost it about 2 ms of CPU per request, more than a third of the server's.
 */
function post(url, payload) {
  return new Promise((resolve) => {
    const body = JSON.stringify(payload);
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: ownConnection,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, body: JSON.parse(Buffer.concat(chunks)) }),
        );
        response.on('error', (error) => resolve({ error }));
      },
    );
    // A refused or dropped connection is an answer too (counted below), not the end of the run.
    request.on('error', (error) => resolve({ error }));
    request.end(body);
  });
}

/**
 * The mail server the API sends to (`smtp-sink.mjs`, a child process): `delivered(prefix)`
 * counts the messages accepted for addresses that begin with `prefix`.
 */
async function startSmtpSink() {
  const child = spawn(process.execPath, [new URL('../smtp-sink.mjs', import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const recipients = [];
  let rest = '';
  const port = await new Promise((resolve, reject) => {
    child.once('exit', () => reject(new Error('the SMTP sink did not start')));
    child.stdout.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        if (line.startsWith('port ')) resolve(Number(line.slice(5)));
        if (line.startsWith('mail ')) recipients.push(...line.slice(5).split(','));
      }
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered: (prefix) => recipients.filter((to) => to.startsWith(prefix)).length,
    stop: () => child.kill('SIGTERM'),
  };
}

/** The API as an operator runs it: `npm start`'s one process, or API and worker apart. */
async function startServers(url, role, smtpUrl) {
  const env = {
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    CALENDAR_SECRET_KEY: 'bench-calendar-key-bench-calendar-key-00',
    SMTP_URL: smtpUrl,
    // 1,000 guests from one address: the per-address limit (30 an hour) scaled out of the way.
    RATE_LIMIT_SCALE: '200',
  };
  const main = 'dist/apps/api/main.js';
  const api = await startProcess([main], { ...env, PROCESS_ROLE: role });
  const worker =
    role === 'api' ? await startProcess([main], { ...env, PROCESS_ROLE: 'worker' }, null) : null;
  if (worker) await settled(() => cpuMsOf(worker.pid));
  const processes = [api, worker].filter(Boolean);
  return {
    url: api.url,
    cpuMs: () => processes.reduce((sum, p) => sum + cpuMsOf(p.pid), 0),
    stop: () => Promise.all(processes.map((p) => p.stop())),
  };
}

/** Waits until processes are quiet (a worker without HTTP has started): CPU use stays flat. */
async function settled(cpuMs) {
  const deadline = Date.now() + 180_000;
  let before = cpuMs();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = cpuMs();
    if (now - before < 20) return;
    before = now;
  }
}

/**
 * A server that has served before: a few registrations for another session (the code paths
 * compiled, the pool's connections open), then quiet until their mails are sent and its CPU
 * use is flat, as a server is when a rush begins after a while of ordinary traffic.
 */
async function warmUp(pool, servers, sink, tag) {
  const session = await openSession(pool, `bench-warm-${randomBytes(4).toString('hex')}`);
  await Promise.all(
    Array.from({ length: WARM_UP }, (_, i) =>
      post(`${servers.url}/api/workshops/${session.workshop_id}/register-guest`, {
        guest_name: `Vorab ${i}`,
        guest_email: `${tag}${i}@example.com`,
        session_id: session.id,
        join_waitlist: true,
      }),
    ),
  );
  await mailsSent(sink, tag, WARM_UP);
  await settled(servers.cpuMs);
}

/** Waits until `count` mails went out to addresses beginning with `prefix`; the ms it took. */
async function mailsSent(sink, prefix, count) {
  const started = Date.now();
  while (sink.delivered(prefix) < count) {
    if (Date.now() - started > 600_000)
      throw new Error(`${sink.delivered(prefix)} of ${count} mails sent after 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

/** 1,000 guests POST register-guest at once for a fresh session; one row of the table. */
async function race(pool, title, servers, sink, tag) {
  await warmUp(pool, servers, sink, `warm-${tag}`);
  const session = await openSession(pool, `bench-race-${randomBytes(4).toString('hex')}`);
  const answeredWaitlist = [];
  const cpuBefore = servers.cpuMs();
  const clientBefore = process.cpuUsage();
  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: GUESTS }, async (_, i) => {
      const email = `${tag}${i}@example.com`;
      const answer = await post(
        `${servers.url}/api/workshops/${session.workshop_id}/register-guest`,
        {
          guest_name: `Gast ${i}`,
          guest_email: email,
          session_id: session.id,
          join_waitlist: true,
        },
      );
      if (answer.error) return `no answer: ${answer.error.code ?? answer.error.message}`;
      if (answer.status >= 300) return `${answer.status} ${answer.body.error?.code ?? ''}`;
      if (answer.body.registration.status === 'waitlisted') answeredWaitlist.push(email);
      return answer.body.registration.status;
    }),
  );
  const ms = Date.now() - started;
  const serverCpu = (servers.cpuMs() - cpuBefore) / GUESTS;
  const client = process.cpuUsage(clientBefore);
  const counts = statuses.reduce((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
  print(title, ms, await verdict(pool, session.id), answeredWaitlist, serverCpu.toFixed(2));
  const mailMs = await mailsSent(sink, tag, GUESTS);
  return `${title}: ${JSON.stringify(counts)}; the bench's own CPU ${((client.user + client.system) / 1000 / GUESTS).toFixed(2)} ms per request; all ${GUESTS} registration mails sent ${(mailMs / 1000).toFixed(1)} s after the last answer`;
}

export async function run() {
  const db = await templateDatabase('academy100k', (url) => fillAcademy(url));
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  pool.on('error', () => undefined); // idle connections end with the server at the end
  if (db.fillMs !== null) console.log(`database filled in ${(db.fillMs / 1000).toFixed(1)} s`);
  console.log(
    '| run | ms for all | seats taken | overbooked | waitlisted | waitlist | server CPU ms per registration |',
  );
  console.log('|---|---:|---|---:|---:|---|---:|');

  // The baseline: the seat transaction alone (conditional UPDATE of the counter, the row).
  const bare = await openSession(pool, 'bench-race-bare');
  const started = Date.now();
  await Promise.all(
    Array.from({ length: GUESTS }, async (_, i) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const seat = await client.query(
          `UPDATE workshop_sessions SET registered_count = registered_count + 1
           WHERE id = $1 AND registered_count < capacity RETURNING id`,
          [bare.id],
        );
        await client.query(
          `INSERT INTO workshop_registrations (session_id, workshop_id, name, email, status,
             price_cents, locale, check_in_code, join_code)
           VALUES ($1, $2, 'Gast', $3, $4, 0, 'de', $5, $6)`,
          [
            bare.id,
            bare.workshop_id,
            `race${i}@example.com`,
            seat.rowCount ? 'confirmed' : 'waitlisted',
            randomBytes(16).toString('base64url'),
            randomBytes(16).toString('base64url'),
          ],
        );
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    }),
  );
  print('bare pg, same seat SQL', Date.now() - started, await verdict(pool, bare.id));

  const answers = [];
  const sink = await startSmtpSink();
  try {
    for (const [role, title] of [
      ['all', 'API, one process (PROCESS_ROLE=all, `npm start`)'],
      ['api', 'API + worker apart (PROCESS_ROLE=api and =worker)'],
    ]) {
      const servers = await startServers(db.url, role, sink.url);
      try {
        answers.push(await race(pool, title, servers, sink, `race-${role}-`));
      } finally {
        await servers.stop();
      }
    }
  } finally {
    sink.stop();
  }
  console.log(
    `\nAnswers (each guest on a connection of their own, node:http; a warm-up of ${WARM_UP} registrations before each rush):`,
  );
  for (const line of answers) console.log(`- ${line}`);

  await pool.end();
  await db.stop();
}
