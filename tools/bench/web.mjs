// `npm run bench:web`: Lighthouse (mobile) on the built site served by the real API, with
// Debian's Chromium (CHROME_PATH or CHROMIUM_PATH, else /usr/bin/chromium). Prints each page's
// score, LCP, CLS, TBT and the compressed JavaScript it loaded. Goal: a score of at least 95.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { run } from '../run.mjs';
import { benchDatabase, startProcess } from './harness.mjs';

const PAGES = ['/', '/leistungen', '/academy'];
const chromePath = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (path) => path && existsSync(path),
);

await run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'web', '--output-style=stream']);
const db = await benchDatabase();
const api = await startProcess(['dist/apps/api/main.js'], {
  DATABASE_URL: db.url,
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  SMTP_URL: 'smtp://127.0.0.1:2',
  SEED_DEMO: 'true',
});
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
  console.log('| page | score | LCP ms | CLS | TBT ms | JS transferred KB |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const page of PAGES) {
    const result = await lighthouse(`${api.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { audits, categories } = result.lhr;
    const scripts = (audits['network-requests'].details?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    );
    const jsKb = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
    console.log(
      `| ${page} | ${Math.round((categories.performance.score ?? 0) * 100)} | ${Math.round(audits['largest-contentful-paint'].numericValue)} | ${audits['cumulative-layout-shift'].numericValue.toFixed(3)} | ${Math.round(audits['total-blocking-time'].numericValue)} | ${jsKb.toFixed(1)} |`,
    );
  }
} finally {
  await chrome.kill();
  await api.stop();
  await db.stop();
}
