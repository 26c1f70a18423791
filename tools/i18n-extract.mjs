#!/usr/bin/env node
/**
 * Extracts the react-intl messages of the web client into the German catalog.
 *
 *   node tools/i18n-extract.mjs           update apps/web/src/i18n/de.json
 *   node tools/i18n-extract.mjs --check   change nothing; fail if de.json is stale
 *
 * - de.json is generated: every message id with its German `defaultMessage` from the source.
 * - Every message needs an explicit `id`; duplicate ids with different texts fail. Every German
 *   text must parse as an ICU message (formatjs verify only logs a broken source text).
 * - Output is deterministic: keys sorted, two-space JSON, trailing newline.
 *
 * en.json is kept by hand and not touched here: `npm run i18n:verify` (formatjs verify, part of
 * `npm run check:generated`) reports English ids that are missing, ids that are not in
 * de.json, and texts whose placeholders, plural/select arguments or tags differ.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
// The ICU parser that react-intl itself uses (installed with react-intl).
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATALOG_DIR = 'apps/web/src/i18n';
const SOURCES = ['apps/web/src/**/*.{ts,tsx}', 'libs/ui/src/**/*.{ts,tsx}'];
const IGNORED = ['apps/web/src/graphql/generated/**', '**/*.spec.ts', '**/*.spec.tsx', '**/*.d.ts'];
const FORMATJS_CLI = path.join(ROOT, 'node_modules', '@formatjs', 'cli', 'bin', 'formatjs');
/** Messages written without an id get an id with this prefix, which we then reject. */
const MISSING_ID_PREFIX = 'MISSING-ID:';

const args = process.argv.slice(2);
const unknownArgs = args.filter((arg) => arg !== '--check');
if (unknownArgs.length > 0) {
  console.error(
    `Unknown argument(s): ${unknownArgs.join(' ')}\nUsage: node tools/i18n-extract.mjs [--check]`,
  );
  process.exit(2);
}
const checkOnly = args.includes('--check');

const problems = [];

const extracted = await extractMessages();

const ids = Object.keys(extracted).sort(compareIds);
const withoutId = ids.filter((id) => id.startsWith(MISSING_ID_PREFIX));
for (const id of withoutId) {
  problems.push(`message without an explicit id: "${extracted[id].defaultMessage ?? ''}"`);
}
for (const id of ids) {
  if (/^\d+$/.test(id)) problems.push(`id "${id}" is a plain number; use a dotted name`);
  const german = extracted[id].defaultMessage;
  if (typeof german !== 'string' || german === '') {
    problems.push(`id "${id}" has no German defaultMessage`);
  } else {
    try {
      parseIcu(german, { captureLocation: false });
    } catch (error) {
      problems.push(`id "${id}": the German text is not a valid ICU message (${error.message})`);
    }
  }
}
const usedIds = ids.filter((id) => !id.startsWith(MISSING_ID_PREFIX));

const de = Object.fromEntries(usedIds.map((id) => [id, extracted[id].defaultMessage ?? '']));

const deText = serialize(de);
const deChanged = deText !== (await readText(catalogPath('de')));

if (checkOnly) {
  if (deChanged) problems.push(`${CATALOG_DIR}/de.json is out of date`);
} else {
  if (deChanged) await writeFile(catalogPath('de'), deText);
  console.log(
    `i18n: ${usedIds.length} message ids; ${deChanged ? 'updated de.json' : 'de.json unchanged'}` +
      ' (en.json is kept by hand: `npm run i18n:verify` checks it against de.json)',
  );
}

if (problems.length > 0) {
  console.error(
    `i18n${checkOnly ? ' check' : ''} failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  if (checkOnly) console.error('Run `node tools/i18n-extract.mjs` and fix the listed messages.');
  process.exit(1);
}
if (checkOnly) console.log(`i18n check: ${usedIds.length} message ids; de.json up to date.`);

// ---------------------------------------------------------------------------------------

async function extractMessages() {
  const cliArgs = [
    FORMATJS_CLI,
    'extract',
    ...SOURCES,
    '--id-interpolation-pattern',
    `${MISSING_ID_PREFIX}[sha512:contenthash:hex:8]`,
    '--throws',
    '--ignore',
    ...IGNORED,
  ];
  try {
    const { stdout } = await promisify(execFile)(process.execPath, cliArgs, {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout.trim() === '' ? {} : JSON.parse(stdout);
  } catch (error) {
    const details =
      error && typeof error === 'object' && 'stderr' in error
        ? String(error.stderr)
        : String(error);
    console.error(`i18n: message extraction failed:\n${details.trim()}`);
    process.exit(1);
  }
}

function catalogPath(locale) {
  return path.join(ROOT, CATALOG_DIR, `${locale}.json`);
}

async function readText(file) {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (error && error.code === 'ENOENT') return null;
    throw error;
  }
}

/** Plain code-unit order: the same on every machine, independent of the system locale. */
function compareIds(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function serialize(catalog) {
  const sorted = Object.fromEntries(
    Object.keys(catalog)
      .sort(compareIds)
      .map((id) => [id, catalog[id]]),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}
