import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real CalDAV server for a journey: Debian's Radicale (`.ci/run` installs it) on a free port
 * with its own temporary storage and plain-password htpasswd users; `createCalendar` makes a
 * user with one event calendar. The API tests have the fuller helper
 * (`apps/api/test/support/radicale-server.ts`).
 */
export class Radicale {
  private readonly dir = mkdtempSync(join(tmpdir(), 'radicale-e2e-'));
  private process?: ChildProcess;
  private readonly users: string[] = [];
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.port = await freePort();
    writeFileSync(join(this.dir, 'users'), '');
    const config = join(this.dir, 'config');
    writeFileSync(
      config,
      [
        '[server]',
        `hosts = 127.0.0.1:${this.port}`,
        '[auth]',
        'type = htpasswd',
        `htpasswd_filename = ${join(this.dir, 'users')}`,
        'htpasswd_encryption = plain',
        'delay = 0',
        '[rights]',
        'type = owner_only',
        '[storage]',
        `filesystem_folder = ${join(this.dir, 'collections')}`,
        '[web]',
        'type = none',
        '',
      ].join('\n'),
    );
    this.process = spawn(process.env.RADICALE_PATH ?? 'radicale', ['-C', config], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const up = await fetch(`${this.url}/.well-known/caldav`, { redirect: 'manual' }).then(
        () => true,
        () => false,
      );
      if (up) return this;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('radicale did not start');
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  async createCalendar(user: string, password: string, name: string): Promise<void> {
    this.users.push(`${user}:${password}`);
    writeFileSync(join(this.dir, 'users'), `${this.users.join('\n')}\n`);
    const headers = {
      authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
      'content-type': 'application/xml',
    };
    await fetch(`${this.url}/${user}/`, {
      method: 'PROPFIND',
      headers: { ...headers, depth: '0' },
    });
    const made = await fetch(`${this.url}/${user}/work/`, {
      method: 'MKCALENDAR',
      headers,
      body: `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop>
  <D:displayname>${name}</D:displayname>
</D:prop></D:set></C:mkcalendar>`,
    });
    if (made.status !== 201) throw new Error(`MKCALENDAR answered ${made.status}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
