#!/usr/bin/env node
/**
 * Extracts the react-intl messages of the web client into its catalogs.
 *
 *   node tools/i18n-extract.mjs           update apps/web/src/i18n/{de,en}.json
 *   node tools/i18n-extract.mjs --check   change nothing; fail if a catalog is stale
 *
 * - de.json is generated: every message id with its German `defaultMessage` from the source.
 * - en.json is maintained by hand: translations of ids still in use are kept, ids no longer
 *   in use are dropped. An id without an English text (or with placeholders that differ from
 *   the German ones) fails the run, listing the ids, so that both catalogs hold every id.
 * - Every message needs an explicit `id`; duplicate ids with different texts fail.
 * - Output is deterministic: keys sorted, two-space JSON, trailing newline.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
// The ICU parser that react-intl itself uses (installed with react-intl).
import { TYPE, parse as parseIcu } from '@formatjs/icu-messageformat-parser';

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
  if (typeof extracted[id].defaultMessage !== 'string' || extracted[id].defaultMessage === '') {
    problems.push(`id "${id}" has no German defaultMessage`);
  }
}
const usedIds = ids.filter((id) => !id.startsWith(MISSING_ID_PREFIX));

const de = Object.fromEntries(usedIds.map((id) => [id, extracted[id].defaultMessage ?? '']));

const previousEnText = await readText(catalogPath('en'));
const previousEn = previousEnText === null ? {} : parseCatalog(previousEnText, 'en.json');
const en = {};
const untranslated = [];
for (const id of usedIds) {
  const germanArgs = placeholderNames(de[id], id, 'German');
  const english = previousEn[id];
  if (typeof english === 'string' && english.trim() !== '') {
    en[id] = english;
    const englishArgs = placeholderNames(english, id, 'English');
    if (germanArgs !== englishArgs) {
      problems.push(
        `id "${id}": English placeholders {${englishArgs}} differ from German {${germanArgs}}`,
      );
    }
  } else {
    untranslated.push(id);
  }
}
const dropped = Object.keys(previousEn).filter((id) => !(id in de));

const deText = serialize(de);
const enText = serialize(en);
const previousDeText = await readText(catalogPath('de'));
const deChanged = deText !== previousDeText;
const enChanged = enText !== previousEnText;

if (checkOnly) {
  if (deChanged) problems.push(`${CATALOG_DIR}/de.json is out of date`);
  if (enChanged) problems.push(`${CATALOG_DIR}/en.json is out of date${describeDropped(dropped)}`);
} else {
  if (deChanged) await writeFile(catalogPath('de'), deText);
  if (enChanged) await writeFile(catalogPath('en'), enText);
  const written = [deChanged && 'de.json', enChanged && 'en.json'].filter(Boolean);
  console.log(
    `i18n: ${usedIds.length} message ids; ${written.length > 0 ? `updated ${written.join(', ')}` : 'catalogs unchanged'}` +
      describeDropped(dropped),
  );
}

if (untranslated.length > 0) {
  problems.push(
    `${untranslated.length} id(s) without an English text in ${CATALOG_DIR}/en.json:\n` +
      untranslated.map((id) => `    "${id}": German "${de[id]}"`).join('\n'),
  );
}

if (problems.length > 0) {
  console.error(
    `i18n${checkOnly ? ' check' : ''} failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  if (checkOnly) console.error('Run `node tools/i18n-extract.mjs` and translate the listed ids.');
  process.exit(1);
}
if (checkOnly) console.log(`i18n check: ${usedIds.length} message ids; catalogs up to date.`);

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

function parseCatalog(text, name) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    console.error(`i18n: ${CATALOG_DIR}/${name} is not valid JSON: ${error.message}`);
    process.exit(1);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    console.error(`i18n: ${CATALOG_DIR}/${name} must be a flat { "id": "text" } object`);
    process.exit(1);
  }
  return parsed;
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

/**
 * The ICU argument names of a message (`{year}`, `{count, plural, ...}`, `<b>` tags), sorted
 * and joined. Also proves that the message parses.
 */
function placeholderNames(message, id, locale) {
  let ast;
  try {
    ast = parseIcu(message, { captureLocation: false });
  } catch (error) {
    problems.push(`id "${id}": the ${locale} text is not a valid ICU message (${error.message})`);
    return '';
  }
  const names = new Set();
  const visit = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.tag) {
        names.add(`<${element.value}>`);
        visit(element.children);
      } else if ('value' in element && element.type !== TYPE.literal) {
        names.add(element.value);
      }
      if (element.options) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(ast);
  return [...names].sort(compareIds).join(', ');
}

function describeDropped(droppedIds) {
  return droppedIds.length > 0 ? `; dropped unused English ids: ${droppedIds.join(', ')}` : '';
}
