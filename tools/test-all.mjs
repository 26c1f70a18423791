// `npm test`: every check, in order, stopping at the first failure:
// formatting, table owners, build, lint, type check, generated files, unit tests, API integration tests (real PostgreSQL),
// browser tests (Playwright in Chromium against the built site). Ends with one line that
// counts the tests that ran.
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

const steps = [
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  // No module's SQL names another module's tables (package.json `lint:tables`).
  ['table owners', 'npm', ['run', '--silent', 'lint:tables']],
  [
    'build',
    'npx',
    ['nx', 'run-many', '-t', 'build', '--parallel=1', '--output-style=stream', ...cached],
  ],
  [
    'lint',
    'npx',
    ['nx', 'run-many', '-t', 'lint', '--parallel=2', '--output-style=stream', ...built, ...cached],
  ],
  [
    'type check',
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'typecheck',
      '--parallel=2',
      '--output-style=stream',
      ...built,
      ...cached,
    ],
  ],
  ['generated files', process.execPath, ['tools/check-generated.mjs']],
  [
    'unit tests',
    'npx',
    ['nx', 'run-many', '-t', 'test', '--parallel=2', '--output-style=stream', ...built, ...cached],
  ],
  [
    'integration tests',
    'npx',
    ['nx', 'run', 'api:integration', '--output-style=stream', '--skip-nx-cache', ...built],
  ],
  [
    'browser tests',
    'npx',
    ['nx', 'run', 'web-e2e:e2e', '--output-style=stream', '--skip-nx-cache', ...built],
  ],
];

const started = Date.now();
let failed;
for (const [name, command, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await run(command, args, { env: { CI: process.env.CI ?? '', FORCE_COLOR: '0' } });
    console.log(`=== ${name}: ok (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
  } catch (error) {
    console.error(`=== ${name}: FAILED (${error.message})`);
    failed = name;
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
