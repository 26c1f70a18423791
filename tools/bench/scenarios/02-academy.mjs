import { loadavg } from 'node:os';
import { fillAcademy } from '../academy-fill.mjs';
import { measure, printComparison, startProcess, templateDatabase, whenIdle } from '../harness.mjs';

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
  // Another build of the API (e.g. main's, copied under tmp/), measured beside this one.
  const baselineApi = process.env.BENCH_BASELINE_API
    ? await startProcess([process.env.BENCH_BASELINE_API], env)
    : undefined;
  const bare = await startProcess(['tools/bench/academy-bare-server.mjs'], env);
  const apis = [
    ...(baselineApi ? [{ label: 'API (baseline build)', server: baselineApi }] : []),
    { label: 'API', server: api },
  ];
  // Start-up work first, so it does not land in the first case's figures.
  for (const { server } of apis) await whenIdle(server.pid);

  try {
    for (const c of CASES) {
      const rows = [];
      const restPath = `/api/workshops?${c.query}`;
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
      // The floor of a cached answer: a bare server sending the REST answer's very bytes.
      const bytes = await startProcess(['tools/bench/bare-bytes-server.mjs'], {
        BENCH_BODY: await (await fetch(`${api.url}${restPath}`)).text(),
      });
      rows.push({
        title: `bare node:http sending the cached REST bytes (${c.title})`,
        ...(await measure({
          url: bytes.url,
          title: 'bytes',
          pid: bytes.pid,
          connections: CONNECTIONS,
        })),
      });
      await bytes.stop();
      for (const { label, server } of apis) {
        rows.push({
          title: `${label} REST (${c.title})`,
          ...(await measure({
            url: server.url,
            path: restPath,
            title: 'rest',
            pid: server.pid,
            connections: CONNECTIONS,
          })),
        });
      }
      const query = `query($f: WorkshopFilter, $p: Int, $l: Int) { workshops(filter: $f, page: $p, limit: $l) { ${FIELDS} } }`;
      const variables = { f: c.filter, p: c.page, l: c.limit };
      for (const { label, server } of apis) {
        rows.push({
          title: `${label} GraphQL POST (${c.title})`,
          ...(await measure({
            url: server.url,
            path: '/graphql',
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query, variables }),
            title: 'graphql',
            pid: server.pid,
            connections: CONNECTIONS,
          })),
        });
      }
      // As the web app sends the listing (Apollo Client's GET: content type JSON, no body).
      const getPath = `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
      for (const { label, server } of apis) {
        // Builds before GET /graphql reached Apollo answer it with the client's 404.
        const probe = await fetch(`${server.url}${getPath}`, {
          headers: { 'content-type': 'application/json' },
        });
        if (probe.status !== 200) {
          console.log(`${label}: GraphQL GET answered ${probe.status}, not measured`);
          continue;
        }
        rows.push({
          title: `${label} GraphQL GET (${c.title})`,
          ...(await measure({
            url: server.url,
            path: getPath,
            headers: { 'content-type': 'application/json' },
            title: 'graphql-get',
            pid: server.pid,
            connections: CONNECTIONS,
          })),
        });
      }
      console.log(`\n### ${c.title}`);
      printComparison(rows, rows[0].title);
      const requestsOf = (title) => rows.find((row) => row.title === title).requests;
      for (const { label } of apis) {
        const rest = requestsOf(`${label} REST (${c.title})`);
        const ratios = ['POST', 'GET']
          .filter((method) =>
            rows.some((row) => row.title === `${label} GraphQL ${method} (${c.title})`),
          )
          .map(
            (method) =>
              `${method} ${(requestsOf(`${label} GraphQL ${method} (${c.title})`) / rest).toFixed(2)}`,
          );
        console.log(`${label}: GraphQL / REST (req/s): ${ratios.join(', ')}`);
      }
      // Other processes share the cores: the load while this case ran.
      console.log(
        `load average (1, 5, 15 min): ${loadavg()
          .map((v) => v.toFixed(2))
          .join(', ')}`,
      );
    }
  } finally {
    await bare.stop();
    await baselineApi?.stop();
    await api.stop();
    await db.stop();
  }
}
