import { connect, type Socket } from 'node:net';
import { uniqueEmail } from '../support/factories.js';
import { eventually, outboxRows } from '../support/outbox-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** A request whose body is still on its way: in flight until its socket closes. */
function unfinishedRequest(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/auth/request-reset HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
      );
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

/**
 * With the job worker in the HTTP process (PROCESS_ROLE=all, the default), a rush of requests
 * is answered first: a mail queued meanwhile waits until the requests in flight are few.
 */
describe('job worker in the HTTP process: a rush of requests goes first', () => {
  let t: TestApp & { baseUrl: string };
  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
  });
  afterAll(() => t.close());

  it('sends a mail queued during a rush once the requests are answered', async () => {
    const port = Number(new URL(t.baseUrl).port);
    const rush = await Promise.all(Array.from({ length: 20 }, () => unfinishedRequest(port)));
    const { RequestsInFlight } = await import('../../src/core/http/requests-in-flight.js');
    const inFlight = t.app.get(RequestsInFlight);
    await eventually(() => Promise.resolve(inFlight.current >= 20), 'the server to read the rush');
    const to = uniqueEmail('rush');
    const { MailOutbox } = await import('../../src/modules/mail/mail-outbox.service.js');
    await t.app
      .get(MailOutbox)
      .enqueue({ to, subject: 'Nach dem Andrang', text: 'x', html: '<p>x</p>' }, { key: to });
    // The worker took the job (locked it) but holds it while the rush lasts.
    await eventually(async () => {
      const [job] = await t.db.query<{ locked: boolean }>(
        `SELECT locked_at IS NOT NULL AS locked FROM graphile_worker._private_jobs
          WHERE key = $1`,
        [`mail:${(await outboxRows(t, to))[0]?.id}`],
      );
      return job?.locked;
    }, 'the worker to take the mail job');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(t.mail.to(to)).toHaveLength(0);
    expect((await outboxRows(t, to))[0].status).toBe('queued');

    for (const socket of rush) socket.destroy();
    await t.mail.waitFor((m) => m.envelopeTo.includes(to), 8_000);
  });
});
