import { fillAcademy } from '../academy-fill.mjs';
import { measure, printComparison, startProcess, templateDatabase } from '../harness.mjs';

export const name = 'academy';
export const description =
  'Academy listing over 100,000 workshops (1 million sessions, 2 million registrations) (32 connections): GraphQL and REST through the API vs a bare node:http + pg server running the same SQL';

const CONNECTIONS = 32;
const FIELDS =
  'total workshops { id slug title category format location startTime durationMinutes maxParticipants currentParticipants availableSpots basePriceCents memberDiscountPercent memberPriceCents isFeatured status tags posterUrl guestRegistrationEnabled }';

/** The listings the Academy page asks for: filters on page 1, a deep page, a text search. */
const CASES = [
  {
    title: 'page 1, filters',
    query: 'format=online&format=hybrid&has_available_spots=true&page=1&limit=12',
    filter: { formats: ['online', 'hybrid'], hasAvailableSpots: true },
    page: 1,
    limit: 12,
  },
  { title: 'deep page 2000', query: 'page=2000&limit=20', filter: {}, page: 2000, limit: 20 },
  {
    title: 'search',
    query: 'search=prototyp&page=1&limit=12',
    filter: { search: 'prototyp' },
    page: 1,
    limit: 12,
  },
];

export async function run() {
  // Filled once (a few minutes), then copied from the kept template for each run.
  const db = await templateDatabase('academy100k', (url) => fillAcademy(url));
  console.log(
    db.fillMs === null
      ? `database copied from the kept template in ${(db.copyMs / 1000).toFixed(1)} s`
      : `database filled in ${(db.fillMs / 1000).toFixed(1)} s (migrations, fill, VACUUM ANALYZE), copied in ${(db.copyMs / 1000).toFixed(1)} s`,
  );
  const env = {
    DATABASE_URL: db.url,
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    CALENDAR_SECRET_KEY: 'bench-calendar-key-bench-calendar-key-00',
    SMTP_URL: 'smtp://127.0.0.1:2',
  };
  const api = await startProcess(['dist/apps/api/main.js'], env);
  const bare = await startProcess(['tools/bench/academy-bare-server.mjs'], env);

  for (const c of CASES) {
    const rows = [];
    rows.push({
      title: `bare node:http + pg (${c.title})`,
      ...(await measure({
        url: bare.url,
        path: `/?${c.query}`,
        title: 'bare',
        pid: bare.pid,
        connections: CONNECTIONS,
      })),
    });
    rows.push({
      title: `API REST (${c.title})`,
      ...(await measure({
        url: api.url,
        path: `/api/workshops?${c.query}`,
        title: 'rest',
        pid: api.pid,
        connections: CONNECTIONS,
      })),
    });
    rows.push({
      title: `API GraphQL (${c.title})`,
      ...(await measure({
        url: api.url,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `query($f: WorkshopFilter, $p: Int, $l: Int) { workshops(filter: $f, page: $p, limit: $l) { ${FIELDS} } }`,
          variables: { f: c.filter, p: c.page, l: c.limit },
        }),
        title: 'graphql',
        pid: api.pid,
        connections: CONNECTIONS,
      })),
    });
    console.log(`\n### ${c.title}`);
    printComparison(rows, rows[0].title);
    const [, rest, graphql] = rows;
    console.log(`GraphQL / REST (req/s): ${(graphql.requests / rest.requests).toFixed(2)}`);
  }
  await bare.stop();
  await api.stop();
  await db.stop();
}
