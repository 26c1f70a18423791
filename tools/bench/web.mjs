// `npm run bench:web`: Lighthouse (mobile) on the built site served by the real API in
// production mode, with Debian's Chromium (CHROME_PATH or CHROMIUM_PATH, else /usr/bin/chromium).
// The database holds the demo content plus 50 approved workshops with posters. Each page is
// measured RUNS times (no rebuild in between); printed: median and spread of the score, LCP,
// TBT and CLS, main-thread work, and the JavaScript (gzip) that the page's first HTML asks for
// (entry script and module preloads, as served) beside its budget, and that figure for the
// English pages (`?lang=en`) in a table of its own. A control page comes first:
// one static paragraph served by the same server (written into the build for the run only);
// each page's main-thread work is printed as a ratio to it, which moves much less with the
// machine's load than the score. Goals: score ≥ 95, TBT ≤ 150 ms, CLS ≤ 0.05, control ≥ 98.
// BENCH_BUSY=N crowds the machine on purpose (busy-loops.mjs).
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { run } from '../run.mjs';
import { benchDatabase, startProcess } from './harness.mjs';
import { fillWorkshopsWithPosters } from './web-fill.mjs';
import { busyNote, startBusyLoops } from './busy-loops.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const chromePath = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (path) => path && existsSync(path),
);

// Built once (Nx skips what is up to date); the runs below use this one build.
await run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'web', '--output-style=stream']);
// The control page: as static as a page gets, from the same server (a file of the build, as
// its static files are served), so the difference to it is the page's own cost.
const CONTROL = '/bench-control.html';
const CONTROL_FILE = `dist/apps/web${CONTROL}`;
await writeFile(
  CONTROL_FILE,
  '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="Kontrollseite"><title>Kontrolle</title></head>' +
    '<body><p>Eine statische Seite mit einem Absatz: der Vergleichswert dieser Messung.</p></body></html>',
);
const stopBusyLoops = startBusyLoops();
const loadBefore = loadavg();
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
const PAGES = [CONTROL, '/', '/leistungen', '/academy', `/academy/${slugs[0]}`];
/** KB gzip the first HTML may ask for (issue 30); the control has none. */
const JS_BUDGET_KB = { [CONTROL]: 0, '/': 40, '/leistungen': 40 };
const budgetOf = (page) => JS_BUDGET_KB[page] ?? 120;
/** The English pages (`?lang=en`): their JavaScript only (their own texts come on top). */
const ENGLISH_PAGES = PAGES.filter((page) => page !== CONTROL).map((page) => `${page}?lang=en`);
const budgetOfEnglish = (page) => budgetOf(page.replace(/\?lang=en$/, ''));

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
// A run whose trace Chromium failed to record (NO_NAVSTART and the like) is run again, at
// most twice, so the median stays one of three real runs; the retry is printed.
async function measuredRun(page) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`${api.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { runtimeError } = result.lhr;
    if (!runtimeError || attempt === 3) return result.lhr;
    console.error(`${page}: ${runtimeError.code}, run again`);
  }
}

try {
  console.log(`\nLighthouse mobile, ${RUNS} runs per page: median (min–max)\n`);
  console.log(
    '| page | score | LCP ms | TBT ms | CLS | main thread ms | × control | JS of first HTML, KB gzip (budget) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  let controlWork;
  const details = [];
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const { audits, categories } = await measuredRun(page);
      runs.push({
        score:
          categories.performance.score === null
            ? undefined
            : Math.round(categories.performance.score * 100),
        lcp: audits['largest-contentful-paint']?.numericValue,
        tbt: audits['total-blocking-time']?.numericValue,
        cls: audits['cumulative-layout-shift']?.numericValue,
        work: audits['mainthread-work-breakdown']?.numericValue,
        breakdown: audits['mainthread-work-breakdown']?.details?.items,
        bootup: audits['bootup-time']?.details?.items,
      });
    }
    const jsKb = await firstHtmlScriptsKb(api.url, page);
    const column = (key, digits = 0) =>
      spread(
        runs.map((r) => r[key]),
        digits,
      );
    const work = median(runs.map((r) => r.work));
    if (page === CONTROL) controlWork = work;
    const ratio = work !== undefined && controlWork ? (work / controlWork).toFixed(1) : 'n/a';
    const budget = budgetOf(page);
    const js = `${jsKb.toFixed(1)} (${budget})${jsKb > budget ? ' over' : ''}`;
    if (process.env.BENCH_WEB_DETAIL)
      details.push({ page, run: runs.find((r) => r.work === work) });
    console.log(
      `| ${page} | ${column('score')} | ${column('lcp')} | ${column('tbt')} | ${column('cls', 3)} | ${column('work')} | ${ratio} | ${js} |`,
    );
  }
  console.log('\nJavaScript the first HTML of the English pages asks for, KB gzip (budget)\n');
  console.log('| page | JS of first HTML, KB gzip (budget) |');
  console.log('|---|---:|');
  for (const page of ENGLISH_PAGES) {
    const jsKb = await firstHtmlScriptsKb(api.url, page);
    const budget = budgetOfEnglish(page);
    console.log(`| ${page} | ${jsKb.toFixed(1)} (${budget})${jsKb > budget ? ' over' : ''} |`);
  }
  for (const { page, run } of details) printDetail(page, run);
  const load = (values) => values.map((value) => value.toFixed(2)).join(', ');
  console.log(
    `\nload average (1, 5, 15 min): ${load(loadBefore)} before, ${load(loadavg())} after, on ${cpus().length} cores${busyNote()}`,
  );
} finally {
  stopBusyLoops();
  await rm(CONTROL_FILE, { force: true });
  await chrome.kill();
  await api.stop();
  await db.stop();
}

/** With BENCH_WEB_DETAIL: where the median run's main-thread time went, and which scripts cost it. */
function printDetail(page, run) {
  if (!run) return;
  const groups = (run.breakdown ?? []).map(
    (i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)}`,
  );
  console.log(`\n${page}: main thread by kind (ms): ${groups.join(', ')}`);
  for (const item of (run.bootup ?? []).slice(0, 6))
    console.log(
      `  ${item.url}: total ${Math.round(item.total)}, script ${Math.round(item.scripting)}, parse/compile ${Math.round(item.scriptParseCompile)}`,
    );
}

/** Median and range; a run that could not measure a figure (Lighthouse error) is left out. */
function spread(values, digits) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return 'n/a';
  const median = sorted[Math.floor(sorted.length / 2)];
  const f = (value) => value.toFixed(digits);
  return `${f(median)} (${f(sorted[0])}–${f(sorted.at(-1))})`;
}

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor(sorted.length / 2)];
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
