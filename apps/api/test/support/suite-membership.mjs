import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const INTEGRATION = join(dirname(fileURLToPath(import.meta.url)), '../integration');
const SUITES = join(INTEGRATION, 'suites');

/**
 * Jest runs only the files in suites/, each importing its area's test files: a test file that
 * no suite imports would never run, and one imported twice would run twice. Answers what is
 * wrong, one line each (empty when every test file is in exactly one suite).
 */
export function suiteMembershipProblems(integrationDir = INTEGRATION, suitesDir = SUITES) {
  const owners = new Map();
  for (const suite of readdirSync(suitesDir).filter((name) => name.endsWith('.test.ts'))) {
    const source = readFileSync(join(suitesDir, suite), 'utf8');
    for (const [, file] of source.matchAll(/^import '\.\.\/([^/']+)\.js';$/gm)) {
      owners.set(`${file}.ts`, [...(owners.get(`${file}.ts`) ?? []), suite]);
    }
  }
  const problems = [];
  const files = readdirSync(integrationDir).filter((name) => name.endsWith('.test.ts'));
  for (const file of files) {
    const suites = owners.get(file) ?? [];
    if (suites.length === 0) problems.push(`${file} is in no suite (add it to one in suites/)`);
    if (suites.length > 1) problems.push(`${file} is in several suites: ${suites.join(', ')}`);
  }
  for (const file of owners.keys())
    if (!files.includes(file)) problems.push(`a suite imports ${file}, which does not exist`);
  return problems;
}
