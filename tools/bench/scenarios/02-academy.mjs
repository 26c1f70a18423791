import { fillAcademy } from '../academy-fill.mjs';
import { benchDatabase, measure, printComparison, startProcess } from '../harness.mjs';

export const name = 'academy';
export const description =
  'Academy listing over 10,000 workshops (32 connections): GraphQL and REST through the API vs a bare node:http + pg server running the same SQL';

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
  { title: 'deep page 300', query: 'page=300&limit=20', filter: {}, page: 300, limit: 20 },
  {
    title: 'search',
    query: 'search=prototyp&page=1&limit=12',
    filter: { search: 'prototyp' },
    page: 1,
    limit: 12,
  },
];

export async function run() {
  const db = await benchDatabase();
  const env = {
    DATABASE_URL: db.url,
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    CALENDAR_SECRET_KEY: 'bench-calendar-key-bench-calendar-key-00',
    SMTP_URL: 'smtp://127.0.0.1:2',
  };
  // The API migrates the database on start; then it gets its 10,000 workshops.
  const api = await startProcess(['dist/apps/api/main.js'], env);
  const filled = await fillAcademy(db.url);
  console.log(
    `filled: ${filled.workshops} workshops, ${filled.sessions} sessions, ${filled.registrations} registrations`,
  );
  const bare = await startProcess(['tools/bench/academy-bare-server.mjs'], env);

  for (const c of CASES) {
    const rows = [];
    rows.push({
      title: `bare node:http + pg (${c.title})`,
      ...(await measure({
        url: bare.url,
        path: `/?${c.query}`,
        title: 'bare',
        connections: CONNECTIONS,
      })),
    });
    rows.push({
      title: `API REST (${c.title})`,
      ...(await measure({
        url: api.url,
        path: `/api/workshops?${c.query}`,
        title: 'rest',
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
        connections: CONNECTIONS,
      })),
    });
    console.log(`\n### ${c.title}`);
    printComparison(rows, rows[0].title);
  }
  await bare.stop();
  await api.stop();
  await db.stop();
}
