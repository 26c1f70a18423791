// Fails when a committed generated file is stale: schema.graphql, the GraphQL codegen output,
// the message catalogs, or the migrations (generating one must yield nothing).
// Run `npm run generate` (and `npm run db:migration:generate -- Name`) to refresh them.
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { run } from './run.mjs';

const CATALOGS = 'apps/web/src/i18n';
const problems = [];

// 1. schema.graphql from the code-first resolvers.
await run('npx', ['nx', 'run', 'api:build', '--output-style=stream']);
const dir = mkdtempSync(join(tmpdir(), 'schema-check-'));
await run(process.execPath, ['dist/apps/api/cli/emit-schema.js', join(dir, 'schema.graphql')]);
if (readFileSync(join(dir, 'schema.graphql'), 'utf8') !== read('schema.graphql')) {
  problems.push('schema.graphql is stale: run `npm run schema:generate`');
}
rmSync(dir, { recursive: true, force: true });

// 2. Codegen output, generated in memory and compared with the committed files.
const { config: codegenConfig } = await loadCodegenConfig({ configFilePath: 'codegen.ts' });
const outputs = await generate({ ...codegenConfig, silent: true, errorsOnly: true }, false);
for (const output of outputs) {
  if (read(output.filename) !== output.content)
    problems.push(`${output.filename} is stale: run \`npm run codegen\``);
}

// 3. Message catalogs. de.json is generated from the code; en.json is kept by hand and verified
// against it by `formatjs verify` (package.json `i18n:verify`): no id missing, none extra, and
// the same placeholders, plural/select arguments and tags in each text.
await run(process.execPath, ['tools/i18n-extract.mjs', '--check']).catch(() =>
  problems.push(
    `${CATALOGS}/de.json is stale or a message is invalid: run \`npm run i18n:extract\``,
  ),
);
await run('npm', ['run', '--silent', 'i18n:verify']).catch(() =>
  problems.push(
    `${CATALOGS}/en.json does not match de.json: add, remove or fix the ids listed above`,
  ),
);
problems.push(...englishTextProblems());

// 4. Migrations.
await run(process.execPath, ['dist/apps/api/cli/migration-cli.js', 'check']).catch(() =>
  problems.push(
    'the entities changed without a migration: run `npm run db:migration:generate -- Name`',
  ),
);

if (problems.length > 0) {
  console.error(`\ngenerated files are stale:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('generated files are up to date');

/**
 * What formatjs verify lets through: an en.json that is missing (it then verifies nothing) or
 * not a flat object, and empty, blank or non-string texts (shown as German or as nothing).
 */
function englishTextProblems() {
  const file = `${CATALOGS}/en.json`;
  let catalog;
  try {
    catalog = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return [`${file} cannot be read as JSON: ${error.message}`];
  }
  if (catalog === null || typeof catalog !== 'object' || Array.isArray(catalog))
    return [`${file} must be a flat { "id": "text" } object`];
  const empty = Object.keys(catalog).filter(
    (id) => typeof catalog[id] !== 'string' || catalog[id].trim() === '',
  );
  return empty.length > 0 ? [`${file} has no English text for: ${empty.join(', ')}`] : [];
}

function read(path) {
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}
