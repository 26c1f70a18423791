// `npm test`: every check, in order, stopping at the first failure:
// formatting, table owners, build; then the browser tests (Playwright in Chromium against the
// built site) with lint, type check, generated files and unit tests beside them; then the API
// integration tests (real PostgreSQL). Ends with one line that counts the tests that ran.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { run } from './run.mjs';

const RESULTS = 'tmp/test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

// Lint, type check and unit tests reuse Nx's local cache when their declared inputs (nx.json)
// are unchanged; under CI they always run. Integration and browser tests always run: they
// depend on PostgreSQL, the clock and the browser, which no cache key covers.
const cached = process.env.CI ? ['--skip-nx-cache'] : [];

// Everything is built once, first; the checks after it do not build again (in CI, skipping
// Nx's cache would otherwise rebuild the API for each of them).
const built = ['--excludeTaskDependencies'];

class StepFailure extends Error {
  constructor(step, detail) {
    super(`${step}: ${detail}`);
    this.step = step;
  }
}

/** The steps' processes that are still running; once stopping, no step starts. */
const running = new Set();
let stopping = false;

const step = (name, command, args) => ({ name, command, args });
/** One target of every project, two at a time, on what the build step built. */
const everyProject = (name, target) =>
  step(name, 'npx', [
    'nx',
    'run-many',
    '-t',
    target,
    '--parallel=2',
    '--output-style=stream',
    ...built,
    ...cached,
  ]);

/**
 * The order. An entry with `beside` runs those steps one after another, at the lowest CPU
 * priority, while its own step runs: the browser tests spend much of their time waiting for
 * pages, mails and timers, and the static checks and unit tests use the gaps. Their output is
 * printed as each of them ends. A failure anywhere stops everything.
 */
const plan = [
  step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']),
  // No module's SQL names another module's tables (package.json `lint:tables`).
  step('table owners', 'npm', ['run', '--silent', 'lint:tables']),
  step('build', 'npx', [
    'nx',
    'run-many',
    '-t',
    'build',
    '--parallel=1',
    '--output-style=stream',
    ...cached,
  ]),
  {
    ...step('browser tests', 'npx', [
      'nx',
      'run',
      'web-e2e:e2e',
      '--output-style=stream',
      '--skip-nx-cache',
      ...built,
    ]),
    beside: [
      everyProject('lint', 'lint'),
      // The rules "SQL only in repository files", "web layers point down" and "another module
      // only through its index.ts" still catch deliberate violations.
      step('data layer rule', 'npm', ['run', '--silent', 'lint:data-layer']),
      // UPDATE/DELETE answers are read as TypeORM's [rows, count] pair (package.json).
      step('write results rule', 'npm', ['run', '--silent', 'lint:write-results']),
      step('layer rule', 'npm', ['run', '--silent', 'lint:layers']),
      step('module entry rule', 'npm', ['run', '--silent', 'lint:boundaries']),
      everyProject('type check', 'typecheck'),
      step('generated files', process.execPath, ['tools/check-generated.mjs']),
      everyProject('unit tests', 'test'),
    ],
  },
  step('integration tests', 'npx', [
    'nx',
    'run',
    'api:integration',
    '--output-style=stream',
    '--skip-nx-cache',
    ...built,
  ]),
];

const env = { CI: process.env.CI ?? '', FORCE_COLOR: '0' };
// The steps run in process groups of their own: an interrupted `npm test` stops them too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopAll().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
let failed;
for (const entry of plan) {
  const outcome = entry.beside
    ? await Promise.all([runStep(entry, 'stream'), runBeside(entry.beside)]).catch((e) => e)
    : await runStep(entry, 'stream').catch((e) => e);
  if (outcome instanceof Error) {
    failed = outcome instanceof StepFailure ? outcome.step : `${entry.name} (${outcome.message})`;
    await stopAll();
    break;
  }
}

const { passed, failedTests, skipped } = countTests();
console.log(
  `\nnpm test ${failed ? `failed at: ${failed}` : 'finished'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(`tests: ${passed} passed, ${failedTests} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);

/** Sums the JSON reports that jest and Playwright wrote under tmp/test-results. */
function countTests() {
  let passed = 0;
  let failedTests = 0;
  let skipped = 0;
  for (const name of ['domain-unit', 'api-unit', 'ui-unit', 'web-unit', 'api-integration']) {
    const file = `${RESULTS}/${name}.json`;
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failedTests += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
  const e2e = `${RESULTS}/e2e.json`;
  if (existsSync(e2e)) {
    const stats = JSON.parse(readFileSync(e2e, 'utf8')).stats;
    passed += stats.expected + (stats.flaky ?? 0);
    failedTests += stats.unexpected;
    skipped += stats.skipped;
  }
  return { passed, failedTests, skipped };
}

/**
 * Runs one step in its own process group (so a failure elsewhere can stop it with all its
 * children). `stream` passes its output through; `collect` holds it back until the step
 * ends and runs the step at the lowest CPU priority (it takes what the other lane leaves).
 */
async function runStep({ name, command, args }, output) {
  if (stopping) throw new StepFailure(name, 'not started: another step failed');
  const stepStart = Date.now();
  const beside = output === 'collect';
  if (!beside) console.log(`\n=== ${name} ===`);
  let text = '';
  let child;
  let error;
  try {
    await run(beside ? 'nice' : command, beside ? ['-n', '19', command, ...args] : args, {
      stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
      env,
      onSpawn: (spawned) => {
        child = spawned;
        running.add(child);
        child.stdout?.on('data', (chunk) => (text += chunk));
        child.stderr?.on('data', (chunk) => (text += chunk));
      },
    });
  } catch (failure) {
    error = failure.message;
  } finally {
    running.delete(child);
  }
  if (beside) console.log(`\n=== ${name} (beside the browser tests) ===\n${text.trimEnd()}`);
  if (error) {
    console.error(`=== ${name}: FAILED (${error})`);
    throw new StepFailure(name, error);
  }
  console.log(`=== ${name}: ok (${seconds(stepStart)} s)`);
}

async function runBeside(steps) {
  for (const entry of steps) await runStep(entry, 'collect');
}

/**
 * Stops whatever still runs (the other lane of a failed pair) and waits until every process of
 * its group has gone (the browser tests' server stops its database on the way; Nx itself
 * exits before its children), at most 20 s, then kills what is left.
 */
async function stopAll() {
  stopping = true;
  const groups = [...running].map((child) => child.pid);
  const signal = (name) =>
    groups.filter((pid) => {
      try {
        process.kill(-pid, name);
        return true;
      } catch {
        return false; // the group has gone
      }
    });
  signal('SIGTERM');
  const deadline = Date.now() + 20_000;
  while (signal(0).length > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200));
  signal('SIGKILL');
}
