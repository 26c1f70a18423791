// Fails when a committed generated file is stale: schema.graphql, the GraphQL codegen output,
// the message catalogs, or the migrations (generating one must yield nothing).
// Run `npm run generate` (and `npm run db:migration:generate -- Name`) to refresh them.
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { run } from './run.mjs';

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

// 3. Message catalogs.
await run(process.execPath, ['tools/i18n-extract.mjs', '--check']).catch(() =>
  problems.push('message catalogs are stale or incomplete: run `npm run i18n:extract`'),
);

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

function read(path) {
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}
