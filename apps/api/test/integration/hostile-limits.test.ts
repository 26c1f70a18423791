import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** JSON nested `levels` deep, built as text (JSON.stringify itself would overflow). */
function deepJson(levels: number): string {
  return `{"email":${'['.repeat(levels)}1${']'.repeat(levels)},"password":"x"}`;
}

function nestedQuery(levels: number): string {
  let selection = 'id';
  for (let i = 0; i < levels; i += 1) selection = `sessions { workshop { ${selection} } }`;
  return `{ workshop(slugOrId: "x") { ${selection} } }`;
}

describe('Hostile input: bounded work before parsing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
  });
  afterAll(() => t.close());

  it('refuses an anonymous /graphql body above 100 KB with 413 in the caller language', async () => {
    const response = await t.http
      .post('/graphql')
      .set({ 'content-type': 'application/json', 'x-locale': 'en' })
      .send({ query: '{ __typename }', variables: { pad: 'x'.repeat(200_000) } });
    expect(response.status).toBe(413);
    expect(response.body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large.',
    });
  });

  it('refuses a GraphQL document above the token limit with its own code', async () => {
    const query = `{ ${Array.from({ length: 3000 }, () => '__typename').join(' ')} }`;
    const result = await t.gql(query);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_TOKEN_LIMIT');
  });

  it('refuses too deep and too many aliases with 400 and their own codes', async () => {
    const deep = await t.gql(nestedQuery(20));
    expect(deep.status).toBe(400);
    expect(deep.errors?.[0]?.extensions?.code).toBe('GRAPHQL_DEPTH_LIMIT');
    const aliases = Array.from({ length: 100 }, (_, i) => `a${i}: appInfo { defaultLocale }`).join(
      ' ',
    );
    const many = await t.gql(`{ ${aliases} }`);
    expect(many.status).toBe(400);
    expect(many.errors?.[0]?.extensions?.code).toBe('GRAPHQL_ALIAS_LIMIT');
  });

  it('refuses a pile of directives', async () => {
    const directives = Array.from({ length: 60 }, () => '@include(if: true)').join(' ');
    const result = await t.gql(`{ __typename ${directives} }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_DIRECTIVE_LIMIT');
  });

  it('lets the cost grow with list limits: 14 aliases of workshops(limit: 100) are refused', async () => {
    const selection = 'workshops { id title slug sessions { id startsAt } } total';
    const aliases = Array.from(
      { length: 14 },
      (_, i) => `w${i}: workshops(limit: 100) { ${selection} }`,
    ).join(' ');
    const result = await t.gql(`{ ${aliases} }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_COST_LIMIT');
    expect(result.errors?.[0]?.message).toMatch(/zu viele Daten/);
    const variables = await t.gql(
      `query($n: Int!) { ${Array.from({ length: 14 }, (_, i) => `w${i}: workshops(limit: $n) { ${selection} }`).join(' ')} }`,
      { n: 100 },
    );
    expect(variables.errors?.[0]?.extensions?.code).toBe('GRAPHQL_COST_LIMIT');
    const single = await t.gql(`{ workshops(limit: 50) { ${selection} } }`);
    expect(single.errors).toBeUndefined();
  });

  it('refuses deeply nested JSON on a public REST path before conversion, with 400', async () => {
    const started = Date.now();
    const response = await t.http
      .post('/auth/login')
      .set({ 'content-type': 'application/json', 'x-locale': 'en' })
      .send(deepJson(100_000));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('JSON_TOO_DEEP');
    expect(response.body.error.message).toMatch(/nested/i);
    const gql = await t.http
      .post('/graphql')
      .set({ 'content-type': 'application/json' })
      .send(`{"query":"{ __typename }","variables":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`);
    expect(gql.status).toBe(400);
  });

  it('keeps /health quick while three 5 MB bodies arrive', async () => {
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const big = Buffer.from(
      `{"query":"{ __typename }","variables":{"a":${'['.repeat(2_500_000)}${']'.repeat(2_500_000)}}}`,
    );
    const post = (path: string) =>
      new Promise<number>((resolve) => {
        const req = http.request(
          {
            port,
            host: '127.0.0.1',
            path,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', () => resolve(-1));
        // Trickle the body in pieces, as a slow client would.
        let offset = 0;
        const step = () => {
          if (offset >= big.length) return req.end();
          req.write(big.subarray(offset, offset + 512 * 1024));
          offset += 512 * 1024;
          setTimeout(step, 5);
        };
        step();
      });
    const uploads = [post('/graphql'), post('/api/workshops/member/create'), post('/auth/login')];
    const timings: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = Date.now();
      const health = await t.http.get('/health');
      timings.push(Date.now() - started);
      expect(health.status).toBe(200);
    }
    const statuses = await Promise.all(uploads);
    for (const status of statuses)
      expect(status === -1 || (status >= 400 && status < 500)).toBe(true);
    expect(Math.max(...timings)).toBeLessThan(500);
  });

  it.each([
    ['PUT', '/api/profiles/me'],
    ['POST', '/api/workshops/member/create'],
    ['PUT', '/api/workshops/member/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/workshops'],
  ])(
    'answers an anonymous 12 MB upload to %s %s with 401 before reading the body',
    async (method, path) => {
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      const total = 12 * 1024 * 1024;
      const head = Buffer.from(`{"title":"${'x'.repeat(64 * 1024)}`);
      // Only the first 64 KB are sent: the answer must come without waiting for the rest.
      const answer = await new Promise<{ status: number; body: string }>((resolve) => {
        const req = http.request(
          {
            port,
            host: '127.0.0.1',
            path,
            method,
            headers: {
              'content-type': 'application/json',
              'content-length': String(total),
              'x-locale': 'en',
            },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
            res.on('end', () => {
              clearTimeout(timer);
              req.destroy();
              resolve({ status: res.statusCode ?? 0, body });
            });
          },
        );
        req.on('error', () => undefined);
        const timer = setTimeout(() => {
          req.destroy();
          resolve({ status: 0, body: 'no answer while the body was still unsent' });
        }, 3000);
        req.write(head);
      });
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body).error.code).toBe('UNAUTHENTICATED');
    },
  );

  it('marks REST answers with personal data as not to be stored', async () => {
    const response = await t.http.get('/api/profiles/me');
    expect(response.headers['cache-control']).toBe('no-store');
    const me = await t.http.get('/auth/me');
    expect(me.headers['cache-control']).toBe('no-store');
  });
});

describe('Hostile input: GraphQL in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('gives no "Did you mean" suggestions that reveal the schema', async () => {
    const result = await t.gql('{ workshop { titl } }');
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.errors)).not.toMatch(/did you mean/i);
  });
});
