import { benchDatabase, measure, printComparison, startProcess } from '../harness.mjs';

export const name = 'session-check';
export const description =
  'the per-request session check: a public GraphQL query as a visitor vs with a bearer token (the guard then reads account and session from PostgreSQL)';

export async function run() {
  const db = await benchDatabase();
  const api = await startProcess(['dist/apps/api/main.js'], {
    DATABASE_URL: db.url,
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    CALENDAR_SECRET_KEY: 'bench-calendar-key-bench-calendar-key-00',
    SMTP_URL: 'smtp://127.0.0.1:2',
    RATE_LIMIT_SCALE: '100',
  });
  const account = {
    email: `bench.${Date.now()}@example.com`,
    password: 'Bench-Passwort-fuer-Messungen-1',
  };
  const json = { 'content-type': 'application/json' };
  await fetch(`${api.url}/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ ...account, name: 'Bench', privacyConsent: true }),
  });
  const login = await fetch(`${api.url}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  });
  const { token } = await login.json();
  const request = {
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({ query: '{ oauthProviders }' }),
  };
  const rows = [
    {
      title: 'visitor (no token)',
      ...(await measure({ url: api.url, title: 'visitor', headers: json, ...request })),
    },
    {
      title: 'signed in (session read)',
      ...(await measure({
        url: api.url,
        title: 'signed-in',
        headers: { ...json, authorization: `Bearer ${token}` },
        ...request,
      })),
    },
  ];
  await api.stop();
  await db.stop();
  printComparison(rows, 'visitor (no token)');
}
