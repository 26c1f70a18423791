// `npm start`: builds what is missing or out of date, then runs the API, which serves the
// built client on PORT (with an embedded PostgreSQL when DATABASE_URL is not set).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

const targets = [
  { project: 'api', output: 'dist/apps/api/main.js', sources: ['apps/api/src', 'libs/domain/src'] },
  {
    project: 'web',
    output: 'dist/apps/web/index.html',
    sources: ['apps/web', 'libs/ui/src', 'libs/domain/src'],
  },
];

for (const target of targets) {
  if (isStale(target.output, target.sources)) {
    console.log(`building ${target.project} ...`);
    await run('npx', ['nx', 'run', `${target.project}:build`, '--output-style=stream']);
  }
}
await import('../dist/apps/api/main.js');

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newest(dir) > built);
}

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}
