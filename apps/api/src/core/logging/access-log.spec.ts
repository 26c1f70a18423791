import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createHttpLogger } from './access-log.js';

/** A server whose answers go through the access log, writing its lines into `lines`. */
async function serverLogging(
  level: string,
  lines: Array<Record<string, unknown>>,
  answer: (res: ServerResponse) => void,
): Promise<{ server: Server; port: number }> {
  const logger = pino(
    { level, base: { service: 'api' } },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const log = createHttpLogger(logger);
  const server = createServer((req, res) => log(req, res, () => answer(res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; id: string | undefined }>((resolve, reject) => {
    const req = request({ port, path, host: '127.0.0.1', headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, id: res.headers['x-request-id'] as string }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('access log', () => {
  let server: Server | undefined;
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

  it('writes one line per answer with the request id, method, redacted URL, status and time', async () => {
    const lines: Array<Record<string, unknown>> = [];
    let status = 200;
    const started = await serverLogging('info', lines, (res) => {
      res.statusCode = status;
      res.end('ok');
    });
    server = started.server;
    const first = await get(started.port, '/api/auth/verify?token=abc&lang=en', {
      'x-request-id': 'trace-12345',
    });
    status = 404;
    const second = await get(started.port, '/nothing', { 'x-request-id': 'bad id' });
    status = 503;
    await get(started.port, '/broken');
    await get(started.port, '/health');
    await settle();

    expect(first.id).toBe('trace-12345');
    expect(second.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      level: 30,
      service: 'api',
      req: { id: 'trace-12345', method: 'GET', url: '/api/auth/verify?token=[redacted]&lang=en' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(lines[1]).toMatchObject({
      level: 40,
      req: { id: second.id, url: '/nothing' },
      res: { statusCode: 404 },
      msg: 'request completed',
    });
    expect(lines[2]).toMatchObject({
      level: 50,
      res: { statusCode: 503 },
      err: { message: 'failed with status code 503' },
      msg: 'request errored',
    });
  });

  it('still gives every answer a request id when nothing is logged', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const started = await serverLogging('silent', lines, (res) => res.end('ok'));
    server = started.server;
    const answer = await get(started.port, '/api/workshops');
    await settle();
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([]);
  });

  it('logs only what its level lets through: at warn, 4xx but not 2xx', async () => {
    const lines: Array<Record<string, unknown>> = [];
    let status = 200;
    const started = await serverLogging('warn', lines, (res) => {
      res.statusCode = status;
      res.end();
    });
    server = started.server;
    await get(started.port, '/fine');
    status = 400;
    await get(started.port, '/bad');
    await settle();
    expect(lines.map((line) => (line.req as { url: string }).url)).toEqual(['/bad']);
  });
});
