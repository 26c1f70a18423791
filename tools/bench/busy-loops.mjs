// BENCH_BUSY=N (`npm run bench`, `npm run bench:web`) keeps N busy loops running through the
// measurement, each in a session (and so a scheduler group) of its own, as other programs on
// the machine would be: a crowded machine made on purpose, so the figures of a slow hour can be
// taken when the machine happens to be quiet (4 loops on 2 cores: a load average of about 6).
import { spawn } from 'node:child_process';

export const BUSY = Number(process.env.BENCH_BUSY ?? 0);

/** Starts the loops; the returned function stops them. */
export function startBusyLoops() {
  const loops = Array.from({ length: BUSY }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore', detached: true }),
  );
  const stop = () => loops.forEach((loop) => loop.kill());
  process.once('exit', stop);
  return stop;
}

/** Said beside the load average. */
export function busyNote() {
  return BUSY ? `, with ${BUSY} busy loop${BUSY > 1 ? 's' : ''} running (BENCH_BUSY)` : '';
}
