import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited output; resolves on exit 0, rejects otherwise. `onSpawn` gets
 * the child process (to read its output or stop it).
 */
export function run(command, args, { onSpawn, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      ...options,
      env: { NX_DAEMON: 'false', ...process.env, ...options.env },
    });
    onSpawn?.(child);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
