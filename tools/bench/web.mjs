// `npm run bench:web`: Lighthouse (mobile) on the built site served by the real API in
// production mode, with Debian's Chromium (CHROME_PATH or CHROMIUM_PATH, else /usr/bin/chromium).
// The database holds the demo content plus 50 approved workshops with posters. Each page is
// measured RUNS times (no rebuild in between); printed: median and spread of the score, LCP,
// TBT and CLS, and the JavaScript (gzip) that the page's first HTML asks for (entry script and
// module preloads, as served). Goals: score ≥ 95, CLS ≤ 0.05, JS ≤ 120 KB (/academy ≤ 170 KB).
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { run } from '../run.mjs';
import { benchDatabase, startProcess } from './harness.mjs';
import { fillWorkshopsWithPosters } from './web-fill.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const chromePath = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (path) => path && existsSync(path),
);

// Built once (Nx skips what is up to date); the runs below use this one build.
await run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'web', '--output-style=stream']);
const db = await benchDatabase();
const api = await startProcess(['dist/apps/api/main.js'], {
  DATABASE_URL: db.url,
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  CALENDAR_SECRET_KEY: 'bench-calendar-key-bench-calendar-key-00',
  SMTP_URL: 'smtp://127.0.0.1:2',
  SEED_DEMO: 'true',
});
const slugs = await fillWorkshopsWithPosters(db.url);
const PAGES = ['/', '/leistungen', '/academy', `/academy/${slugs[0]}`];

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  console.log(`\nLighthouse mobile, ${RUNS} runs per page: median (min–max)\n`);
  console.log('| page | score | LCP ms | TBT ms | CLS | JS of first HTML, KB gzip |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${api.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const { audits, categories, runtimeError } = result.lhr;
      if (runtimeError) console.error(`${page}: ${runtimeError.code} ${runtimeError.message}`);
      runs.push({
        score:
          categories.performance.score === null
            ? undefined
            : Math.round(categories.performance.score * 100),
        lcp: audits['largest-contentful-paint']?.numericValue,
        tbt: audits['total-blocking-time']?.numericValue,
        cls: audits['cumulative-layout-shift']?.numericValue,
      });
    }
    const js = await firstHtmlScriptsKb(api.url, page);
    const column = (key, digits = 0) =>
      spread(
        runs.map((r) => r[key]),
        digits,
      );
    console.log(
      `| ${page} | ${column('score')} | ${column('lcp')} | ${column('tbt')} | ${column('cls', 3)} | ${js.toFixed(1)} |`,
    );
  }
  const load = loadavg().map((value) => value.toFixed(2));
  console.log(`\nload average (1, 5, 15 min): ${load.join(', ')} on ${cpus().length} cores`);
} finally {
  await chrome.kill();
  await api.stop();
  await db.stop();
}

/** Median and range; a run that could not measure a figure (Lighthouse error) is left out. */
function spread(values, digits) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return 'n/a';
  const median = sorted[Math.floor(sorted.length / 2)];
  const f = (value) => value.toFixed(digits);
  return `${f(median)} (${f(sorted[0])}–${f(sorted.at(-1))})`;
}

/** Bytes on the wire (gzip asked for) of the scripts the page's HTML names itself. */
async function firstHtmlScriptsKb(base, page) {
  const html = (await fetchRaw(`${base}${page}`, 'identity')).toString('utf8');
  const sources = new Set();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    sources.add(match[1]);
  let bytes = 0;
  for (const source of sources) {
    bytes += (await fetchRaw(new URL(source, base).href, 'gzip')).length;
  }
  return bytes / 1024;
}

function fetchRaw(url, encoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}
