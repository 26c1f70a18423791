import { GraphQLSchemaHost } from '@nestjs/graphql';
import fc from 'fast-check';
import {
  getNamedType,
  isObjectType,
  isInterfaceType,
  isUnionType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { createMember, type Member } from '../support/factories.js';
import { drainJobs } from '../support/outbox-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Property-based fuzzing of every GraphQL mutation and every REST path of the spec (§7) with
 * hostile input. Fixed seed and run count for `npm test`; a longer run:
 *   FUZZ_RUNS=100000 FUZZ_SEED=7 (the integration test command) hostile-fuzz
 * Claims: no server error (5xx, or GraphQL INTERNAL), nothing written, no mail sent or queued.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** Start at this case (a multiple of 400) to replay the chunk a failure was found in. */
const FROM = Number(process.env.FUZZ_FROM ?? 0);

/** REST paths of spec §7; `:id` is filled with hostile text. */
const REST_PATHS: Array<[string, string]> = [
  ['POST', '/auth/login'],
  ['POST', '/auth/register'],
  ['POST', '/auth/refresh'],
  ['GET', '/auth/me'],
  ['POST', '/api/auth/request-reset'],
  ['POST', '/api/auth/reset'],
  ['GET', '/api/auth/verify'],
  ['POST', '/api/auth/resend-verification'],
  ['PUT', '/api/auth/profile'],
  ['POST', '/api/auth/oauth-callback'],
  ['GET', '/api/auth/oauth-status'],
  ['POST', '/api/auth/set-password'],
  ['POST', '/api/auth/change-password'],
  ['GET', '/api/tickets/meine-tickets'],
  ['POST', '/api/tickets/create'],
  ['POST', '/api/email/contact'],
  ['POST', '/api/email/verification'],
  ['POST', '/api/email/welcome'],
  ['POST', '/api/email/password-reset'],
  ['GET', '/profiles/team'],
  ['GET', '/api/profiles/me'],
  ['PUT', '/api/profiles/me'],
  ['GET', '/api/profiles/:id/public'],
  ['GET', '/api/profiles/admin/pending'],
  ['POST', '/api/profiles/admin/:id/approve'],
  ['POST', '/api/profiles/admin/:id/reject'],
  ['POST', '/api/workshops/member/create'],
  ['PUT', '/api/workshops/member/:id'],
  ['GET', '/api/workshops/member/my-workshops'],
  ['DELETE', '/api/workshops/member/:id'],
  ['GET', '/api/workshops/admin/pending'],
  ['POST', '/api/workshops/admin/:id/approve'],
  ['POST', '/api/workshops/admin/:id/reject'],
  ['GET', '/api/workshops/admin/changes'],
  ['POST', '/api/workshops/admin/changes/:id/review'],
  ['POST', '/api/workshops'],
  ['GET', '/api/workshops'],
  ['GET', '/api/workshops/:id'],
  ['POST', '/api/workshops/:id/register'],
  ['GET', '/api/workshops/me/registrations'],
  ['PUT', '/api/workshops/registrations/:id'],
  ['GET', '/api/academy/benefits'],
  ['POST', '/api/workshops/:id/register-guest'],
];

/** Text no field may accept: NUL and other controls, lone surrogates, far too long. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 30 }).map((s) => `${s}\u0000`),
  fc.string({ maxLength: 30 }).map((s) => `\ud800${s}`),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => `${s}\udfff`),
  fc.constantFrom(
    'x@example..test\u0000',
    'a\ud800b@example.com',
    "' OR 1=1 --\u0007",
    '<script>alert(1)</script>\u0000',
    'Hallo\u0000\r\nBcc: x@example.com',
    '../../etc/passwd\u0000',
    '\u0000',
    '\ud83d',
  ),
  fc.integer({ min: 120_000, max: 400_000 }).map((n) => 'x'.repeat(n)),
);

/** Any JSON value with hostile strings and wrong types; no well-formed text at all. */
const { hostile } = fc.letrec<{ hostile: unknown }>((tie) => ({
  hostile: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308, 0.5),
    fc.constant(null),
    fc.constantFrom(true, false),
    fc.array(tie('hostile'), { maxLength: 3 }),
    fc.dictionary(
      fc.constantFrom('email', 'password', 'name', 'title', 'id', '__proto__', 'a'),
      tie('hostile'),
      { maxKeys: 3 },
    ),
  ),
}));

/** A body that is bad through and through: hostile values, deep JSON, garbage, wrong type. */
const hostileBody = fc.oneof(
  fc
    .dictionary(fc.string({ maxLength: 12 }), hostile, { minKeys: 1, maxKeys: 5 })
    .map((o) => ({ type: 'application/json', text: JSON.stringify(o) })),
  fc.integer({ min: 25, max: 20_000 }).map((n) => ({
    type: 'application/json',
    text: `{"email":${'['.repeat(n)}${']'.repeat(n)}}`,
  })),
  fc.string({ maxLength: 200 }).map((s) => ({ type: 'application/json', text: `{${s}` })),
  hostileString.map((s) => ({ type: 'text/plain', text: s })),
  hostileString.map((s) => ({
    type: 'application/x-www-form-urlencoded',
    text: `email=${percentEncoded(s)}`,
  })),
  fc.constant({ type: 'application/xml', text: '<?xml version="1.0"?><a>&xxe;</a>' }),
);

/** Percent-encodes every UTF-8 byte (a lone surrogate becomes U+FFFD, as on the wire). */
function percentEncoded(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'), (b) => `%${b.toString(16).padStart(2, '0')}`).join(
    '',
  );
}

function connectionClosed(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET';
}

function selectionFor(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  return isObjectType(type) || isInterfaceType(type) || isUnionType(type) ? '{ __typename }' : '';
}

function mutationsOf(schema: GraphQLSchema): Array<GraphQLField<unknown, unknown>> {
  // A mutation without arguments takes no input, so there is nothing hostile to give it (and a
  // valid call may write, e.g. starting a membership).
  return Object.values(schema.getMutationType()?.getFields() ?? {}).filter(
    (field) => field.args.length > 0,
  );
}

describe('Hostile input: property-based fuzzing', () => {
  let t: TestApp & { baseUrl: string };
  let member: Member;
  let schema: GraphQLSchema;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '10000' }, { listen: true });
    member = await createMember(t, { verified: true });
    // The member's membership runs already: starting it (the terms accepted and any address
    // that passes its checks is a valid order) must write nothing more.
    const started = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ query: 'mutation { startMembership(acceptTerms: true) { status } }' }),
    });
    expect(await started.json()).toEqual({ data: { startMembership: { status: 'active' } } });
    schema = t.app.get(GraphQLSchemaHost).schema;
    // The setup's own mails are sent and their jobs gone before the counts are taken.
    await drainJobs(t);
  });
  afterAll(() => t.close());

  async function rowCounts(): Promise<Record<string, number>> {
    const tables = await t.db.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema IN ('public', 'graphile_worker')`,
    );
    const counts: Record<string, number> = {};
    for (const { schema: s, name } of tables) {
      const [row] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${s}"."${name}"`,
      );
      counts[`${s}.${name}`] = row.n;
    }
    return counts;
  }

  it(`answers ${RUNS} hostile requests without a server error, a write or a mail`, async () => {
    const before = await rowCounts();
    const mailsBefore = t.mail.messages.length;
    const mutations = mutationsOf(schema);
    const failures: string[] = [];

    const graphqlCase = fc.record({
      field: fc.constantFrom(...mutations),
      args: fc.array(hostile, { minLength: 1, maxLength: 6 }),
      signedIn: fc.boolean(),
    });
    const restCase = fc.record({
      route: fc.constantFrom(...REST_PATHS),
      id: hostileString.filter((s) => s.length < 2000),
      query: fc.dictionary(
        fc.constantFrom('token', 'email', 'provider', 'status', 'limit', 'page', 'tags'),
        hostileString.filter((s) => s.length < 2000),
        { maxKeys: 3 },
      ),
      body: hostileBody,
      signedIn: fc.boolean(),
    });

    const anyCase = fc.oneof(
      graphqlCase.map((c) => ({ kind: 'graphql' as const, ...c })),
      restCase.map((c) => ({ kind: 'rest' as const, ...c })),
    );
    type Case = typeof anyCase extends fc.Arbitrary<infer T> ? T : never;

    const timings: Array<[number, string, number]> = [];
    async function send(c: Case): Promise<void> {
      const started = Date.now();
      const auth: Record<string, string> = c.signedIn
        ? { authorization: `Bearer ${member.token}` }
        : {};
      let response: Response;
      let label: string;
      if (c.kind === 'graphql') {
        const field = c.field;
        const defs = field.args.map((a, i) => `$a${i}: ${a.type.toString()}`).join(', ');
        const uses = field.args.map((a, i) => `${a.name}: $a${i}`).join(', ');
        const query = `mutation${defs ? `(${defs})` : ''} { ${field.name}${uses ? `(${uses})` : ''} ${selectionFor(field)} }`;
        const variables = Object.fromEntries(
          field.args.map((_, i) => [`a${i}`, c.args[i % c.args.length]]),
        );
        response = await fetch(`${t.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth },
          body: JSON.stringify({ query, variables }),
        });
        label = `graphql ${field.name}`;
      } else {
        const [method, template] = c.route;
        const path = template.replace(':id', percentEncoded(c.id));
        const search = new URLSearchParams(c.query).toString();
        response = await fetch(`${t.baseUrl}${path}${search ? `?${search}` : ''}`, {
          method,
          headers: {
            'content-type': c.body.type,
            ...auth,
            cookie: `oiv_refresh=${percentEncoded(c.id)}`,
          },
          body: method === 'GET' ? undefined : c.body.text,
        });
        label = `${method} ${template}`;
      }
      const text = await response.text();
      if (process.env.FUZZ_TIMING) timings.push([Date.now() - started, label, response.status]);
      if (response.status >= 500 || text.includes('"INTERNAL"'))
        failures.push(`${label}: ${response.status} ${text.slice(0, 200)}`);
    }

    // Generated from the fixed seed in chunks (memory), sent eight at a time (time).
    const CHUNK = 400;
    let sent = 0;
    for (let start = FROM; start < RUNS && failures.length === 0; start += CHUNK) {
      const cases = fc.sample(anyCase, {
        numRuns: Math.min(CHUNK, RUNS - start),
        seed: SEED + start,
      });
      let next = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < cases.length) {
            const c = cases[next++];
            try {
              await send(c);
              sent += 1;
            } catch (error) {
              // The server may close the connection after refusing an oversized body (413)
              // while the client is still sending it: a refusal, not a server error.
              if (connectionClosed(error)) sent += 1;
              else failures.push(`${c.kind}: ${String(error)}`);
            }
          }
        }),
      );
    }

    if (process.env.FUZZ_TIMING) console.log(timings.sort((a, b) => b[0] - a[0]).slice(0, 15));
    expect(failures).toEqual([]);
    expect(sent).toBe(RUNS - FROM);
    expect(await rowCounts()).toEqual(before);
    expect(t.mail.messages.length).toBe(mailsBefore);
  }, 600_000);
});
