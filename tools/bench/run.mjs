// `npm run bench [scenario ...]`: speed figures, printed beside a baseline measured in the same
// run on the same machine, as ratios. Benchmarks print; they do not pass or fail.
import { readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { run } from '../run.mjs';
import { busyNote, startBusyLoops } from './busy-loops.mjs';

await run('npx', ['nx', 'run', 'api:build', '--output-style=stream']);
const wanted = new Set(process.argv.slice(2));
const stopBusyLoops = startBusyLoops();
const files = readdirSync(new URL('./scenarios/', import.meta.url))
  .filter((f) => f.endsWith('.mjs'))
  .sort();
for (const file of files) {
  const scenario = await import(`./scenarios/${file}`);
  if (wanted.size > 0 && !wanted.has(scenario.name)) continue;
  console.log(`\n## ${scenario.name}: ${scenario.description}`);
  await scenario.run();
  // Figures from a busy machine are low; the load beside them says how busy it was.
  const load = loadavg().map((value) => value.toFixed(2));
  console.log(
    `\nload average (1, 5, 15 min): ${load.join(', ')} on ${cpus().length} cores${busyNote()}`,
  );
}
stopBusyLoops();
