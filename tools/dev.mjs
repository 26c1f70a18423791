// `npm run dev`: the API recompiled on change and restarted (node --watch), and Vite's dev
// server with hot reload on http://localhost:4200, proxying API paths to the API.
import { spawn } from 'node:child_process';
import { run } from './run.mjs';

await run('npx', ['nx', 'run', 'api:build', '--output-style=stream']);
const children = [
  spawn('npx', ['tsc', '-p', 'apps/api/tsconfig.app.json', '--watch', '--preserveWatchOutput'], {
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--watch', 'dist/apps/api/main.js'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
