// Starts everything the browser journeys need, on loopback only: a PostgreSQL database
// (TEST_DATABASE_URL's server, else an embedded one), a mail catcher (SMTP, plus a small
// HTTP API the tests read), a local OpenID provider standing in for Google, and the built API
// serving the built client. Playwright starts this as its web server and stops it with SIGTERM
// at the end.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import pg from 'pg';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import {
  makeTempDataDir,
  startEmbeddedPostgres,
} from '../../../dist/apps/api/core/database/embedded-postgres.js';
import { adminQuery, databaseUrl } from '../../../dist/apps/api/core/database/postgres-server.js';
import { startLocalOidcProvider } from './local-oidc-provider.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);
const mailHttpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 4311);
const cleanups = [];

async function main() {
  const database = await startDatabase();
  const smtpPort = await startMailCatcher(database);
  const google = { clientId: 'e2e-google-client', clientSecret: 'e2e-google-client-secret' };
  const oidc = await startLocalOidcProvider({
    ...google,
    redirectUri: `http://127.0.0.1:${port}/api/auth/oauth/google/callback`,
  });
  cleanups.push(oidc.close);
  const api = spawn(process.execPath, ['dist/apps/api/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: database,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'e2e-admin-password',
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      WEB_DIST_DIR: 'dist/apps/web',
      // Every journey registers and signs in from 127.0.0.1: production limits (10 registrations
      // an hour per address) would refuse the suite. The limits themselves are proven by the
      // API's integration tests.
      RATE_LIMIT_SCALE: '100',
      // Journeys sign the seeded admin in by password; the second-factor journey enrols one
      // anyway, and the API's integration tests prove the requirement (ADMIN_MFA=required).
      ADMIN_MFA: process.env.E2E_ADMIN_MFA ?? 'optional',
      // WebAuthn refuses IP addresses as relying party: passkey journeys open the site as
      // localhost (same server), and passkeys are bound to that origin.
      PASSKEY_ORIGIN: `http://localhost:${port}`,
      // The sign-in link journey guesses from many addresses (X-Forwarded-For), as the API's
      // integration tests do; the browser sends no such header, so its address stays 127.0.0.1.
      TRUST_PROXY: 'true',
      // Cheap password hashes: every journey registers or signs in (refused in production).
      PASSWORD_HASH_COST: 'low',
      // Google sign-in goes to the local provider; GitHub and Microsoft stay unconfigured.
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
    },
  });
  cleanups.unshift(
    () =>
      new Promise((resolve) => {
        if (api.exitCode !== null) return resolve();
        api.once('exit', resolve);
        api.kill('SIGTERM');
      }),
  );
  api.on('exit', (code) => {
    if (!stopping) {
      console.error(`the API exited early with code ${code}`);
      void stop(1);
    }
  });
}

async function startDatabase() {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `e2e_${process.pid}`;
    await adminQuery(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(server, `CREATE DATABASE "${name}"`);
    cleanups.push(() => adminQuery(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    return databaseUrl(server, name);
  }
  const dir = makeTempDataDir('e2e-pg-');
  // Thrown away after the run: no need to survive a crash.
  const embedded = await startEmbeddedPostgres({ dir, persistent: false, durable: false });
  cleanups.push(async () => {
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return embedded.url;
}

/**
 * SMTP in, JSON out: GET /messages?from=N lists what arrived, from the N-th message on (the
 * tests poll it while they wait for a mail, so each poll carries only what is new).
 * POST /fixtures/failed-mail {recipient, subject} writes an outbox mail that has used up its
 * retries (as after a day of SMTP outage), for the admins' "failed e-mails" journey.
 */
async function startMailCatcher(database) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: email.subject,
              text: email.text,
              html: email.html,
              // Inline images (the logo, `cid:` in the HTML) apart from what a reader sees attached.
              inline: email.attachments
                .filter((a) => a.contentId)
                .map((a) => ({
                  contentId: a.contentId,
                  mimeType: a.mimeType,
                  contentBase64: Buffer.from(new Uint8Array(a.content)).toString('base64'),
                })),
              attachments: email.attachments
                .filter((a) => !a.contentId)
                .map((a) => ({
                  filename: a.filename,
                  mimeType: a.mimeType,
                  content:
                    typeof a.content === 'string'
                      ? a.content
                      : Buffer.from(a.content).toString('utf8'),
                  // Binary attachments (invoice PDFs) intact, for tests that read them.
                  contentBase64: Buffer.from(
                    typeof a.content === 'string' ? a.content : new Uint8Array(a.content),
                  ).toString('base64'),
                })),
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/messages' && req.method === 'GET') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(messages.slice(Number(url.searchParams.get('from') ?? 0))));
    } else if (req.url === '/fixtures/failed-mail' && req.method === 'POST') {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        const { recipient, subject } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        insertFailedMail(database, recipient, subject)
          .then((id) => res.end(JSON.stringify({ id })))
          .catch((error) => {
            res.statusCode = 500;
            res.end(String(error));
          });
      });
    } else if (req.url === '/fixtures/registered-days-ago' && req.method === 'POST') {
      // Ages an account (its trial runs 60 days from registration), as time would.
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        const { email, days } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        registeredDaysAgo(database, email, days)
          .then(() => res.end('{}'))
          .catch((error) => {
            res.statusCode = 500;
            res.end(String(error));
          });
      });
    } else if (req.url === '/fixtures/session-ended' && req.method === 'POST') {
      // Moves a session into the past (ended 40 minutes ago) and runs the follow-up job now,
      // as the clock and its five-minute schedule would: the certificates journey.
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        const { sessionId } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        endSession(database, sessionId)
          .then(() => res.end('{}'))
          .catch((error) => {
            res.statusCode = 500;
            res.end(String(error));
          });
      });
    } else if (req.url === '/fixtures/promote-admin' && req.method === 'POST') {
      // A second admin of its own, so a journey can give it a second factor without touching
      // the shared bootstrapped admin the other journeys sign in as.
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        const { email } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        promoteAdmin(database, email)
          .then(() => res.end('{}'))
          .catch((error) => {
            res.statusCode = 500;
            res.end(String(error));
          });
      });
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise((resolve) => http.listen(mailHttpPort, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => smtp.close(resolve)));
  cleanups.push(() => new Promise((resolve) => http.close(resolve)));
  return smtp.server.address().port;
}

async function insertFailedMail(database, recipient, subject) {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    const message = { to: recipient, subject, text: `${subject}: body` };
    const { rows } = await client.query(
      `INSERT INTO mail_outbox (key, recipient, subject, message, status, attempts, last_error)
       VALUES ($1, $2, $3, $4, 'failed', 14, 'connect ECONNREFUSED 127.0.0.1:25') RETURNING id`,
      [`e2e-failed:${recipient}`, recipient, subject, message],
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

async function endSession(database, sessionId) {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    await client.query(
      `UPDATE workshop_sessions SET starts_at = now() - interval '160 minutes',
         ends_at = now() - interval '40 minutes' WHERE id = $1`,
      [sessionId],
    );
    await client.query(`SELECT graphile_worker.add_job('session_follow_up')`);
  } finally {
    await client.end();
  }
}

async function promoteAdmin(database, email) {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    await client.query(`UPDATE users SET role = 'ADMIN' WHERE email = $1`, [email]);
  } finally {
    await client.end();
  }
}

async function registeredDaysAgo(database, email, days) {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    await client.query(
      'UPDATE users SET created_at = now() - make_interval(days => $2) WHERE email = lower($1)',
      [email, days],
    );
  } finally {
    await client.end();
  }
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const cleanup of cleanups) await cleanup().catch((error) => console.error(error));
  process.exit(code);
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
main().catch((error) => {
  console.error(error);
  void stop(1);
});
