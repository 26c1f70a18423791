import { benchDatabase, measure, printComparison, startProcess } from '../harness.mjs';

export const name = 'graphql-typename';
export const description =
  'POST /graphql { __typename } through the whole API vs a bare node:http server';

export async function run() {
  const request = {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  };
  const rows = [];

  const bare = await startProcess(['tools/bench/bare-http-server.mjs'], {});
  rows.push({
    title: 'bare node:http',
    ...(await measure({ url: bare.url, title: 'bare', ...request })),
  });
  await bare.stop();

  const db = await benchDatabase();
  const api = await startProcess(['dist/apps/api/main.js'], {
    DATABASE_URL: db.url,
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    CALENDAR_SECRET_KEY: 'bench-calendar-key-bench-calendar-key-00',
    SMTP_URL: 'smtp://127.0.0.1:2',
  });
  rows.push({
    title: 'API GraphQL',
    ...(await measure({ url: api.url, title: 'api', ...request })),
  });
  await api.stop();
  await db.stop();

  printComparison(rows, 'bare node:http');
}
