import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/core/database/embedded-postgres.js';

/**
 * A real CalDAV server for the tests: Debian's Radicale (`.ci/run` installs it), on its own
 * free port with its own storage in a temporary folder, users in an htpasswd file with plain
 * passwords (Radicale 3.1 reads the file on every sign-in, so `setPassword` takes effect at
 * once). `stop()` ends it; `start()` again brings it back with the same storage and port.
 */
export class RadicaleServer {
  readonly dir = mkdtempSync(join(tmpdir(), 'radicale-'));
  private process?: ChildProcess;
  private readonly users = new Map<string, string>();
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    if (!this.port) this.port = await freePort();
    this.writeUsers();
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
        '[logging]',
        'level = warning',
        '',
      ].join('\n'),
    );
    const output: string[] = [];
    const child = spawn(process.env.RADICALE_PATH ?? 'radicale', ['-C', config], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    this.process = child;
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`radicale exited (${child.exitCode}): ${output.join('').slice(-2000)}`);
      }
      const up = await fetch(`${this.url}/.well-known/caldav`, { redirect: 'manual' }).then(
        () => true,
        () => false,
      );
      if (up) return this;
      if (Date.now() > deadline) throw new Error(`radicale did not start: ${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  setPassword(user: string, password: string): void {
    this.users.set(user, password);
    this.writeUsers();
  }

  /** A user with one event calendar `<user>/<calendar>/`; its address. */
  async createCalendar(user: string, password: string, calendar: string, name: string) {
    this.setPassword(user, password);
    // Radicale makes the principal's collection on the user's first request.
    await this.request(user, 'PROPFIND', `/${user}/`, undefined, { depth: '0' });
    const body = `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop>
  <D:displayname>${name}</D:displayname>
  <C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>
</D:prop></D:set></C:mkcalendar>`;
    const made = await this.request(user, 'MKCALENDAR', `/${user}/${calendar}/`, body);
    if (made.status !== 201) throw new Error(`MKCALENDAR answered ${made.status}`);
    return `${this.url}/${user}/${calendar}/`;
  }

  /** PUT an iCalendar text as `<name>.ics` into the user's calendar. */
  async putEvent(user: string, calendar: string, name: string, ics: string): Promise<void> {
    const put = await this.request(user, 'PUT', `/${user}/${calendar}/${name}.ics`, ics, {
      'content-type': 'text/calendar; charset=utf-8',
    });
    if (put.status >= 300) throw new Error(`PUT answered ${put.status}: ${await put.text()}`);
  }

  /** GET one event: its text, or null when it is not there. */
  async getEvent(user: string, calendar: string, name: string): Promise<string | null> {
    const got = await this.request(user, 'GET', `/${user}/${calendar}/${name}.ics`);
    if (got.status === 404) return null;
    if (got.status !== 200) throw new Error(`GET answered ${got.status}`);
    return got.text();
  }

  private request(
    user: string,
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const password = this.users.get(user) ?? '';
    return fetch(`${this.url}${path}`, {
      method,
      body,
      headers: {
        authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
        ...(body && !headers['content-type'] ? { 'content-type': 'application/xml' } : {}),
        ...headers,
      },
    });
  }

  private writeUsers(): void {
    const lines = [...this.users].map(([user, password]) => `${user}:${password}`);
    writeFileSync(join(this.dir, 'users'), `${lines.join('\n')}\n`);
  }
}
