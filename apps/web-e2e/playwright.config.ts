import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the built site, served by the real API on a real PostgreSQL, with
 * mail caught by a local SMTP server. The browser is `CHROMIUM_PATH`, else Debian's
 * chromium-headless-shell (Chromium's engine without the full browser around it: the same pages
 * for less CPU), else Debian's full chromium, else Playwright's own.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const mailPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 4311);
const chromium = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((path) => path && existsSync(path));

/**
 * Two workers unless `E2E_WORKERS` says otherwise: the tests keep their data apart (own
 * accounts, workshops and consultants with unique names), and on two cores two workers finish
 * the journeys in about 60 % of one worker's time. On a machine shared with other heavy work,
 * `E2E_WORKERS=1` is the calmer choice.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../../tmp/test-results/e2e.json' }]],
  // Headroom: on a quiet machine no journey takes more than half of its limit (most take 2 to
  // 12 s of 60; the sweeps over every page set their own). A busy hour on two cores makes the
  // same journey several times slower: it should still pass, only later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed journey keeps its trace: every step with the page's DOM, network and console.
    // Without the screencast (a JPEG of every frame the page paints, for every journey, kept
    // only when one fails): one spec file took 15.1 instead of 17.6 CPU-seconds.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: desktop }],
  webServer: {
    command: 'node apps/web-e2e/support/e2e-server.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_MAIL_HTTP_PORT: String(mailPort) },
  },
});
