import { createTestApp, type TestApp } from '../support/test-app.js';

describe('GraphQL core', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers { __typename } and the public appInfo', async () => {
    const result = await t.gql<{ __typename: string; appInfo: { locales: string[] } }>(
      '{ __typename appInfo { defaultLocale locales } }',
    );
    expect(result.status).toBe(200);
    expect(result.data).toEqual({
      __typename: 'Query',
      appInfo: { defaultLocale: 'de', locales: ['de', 'en'] },
    });
  });

  it('blocks requests that could be cross-site (CSRF prevention)', async () => {
    // A form post or a simple text/plain request is what another site could make a browser send.
    const response = await t.http
      .post('/graphql')
      .set('content-type', 'text/plain')
      .send('{"query":"{ __typename }"}');
    expect(response.status).toBe(400);
    expect(response.text).not.toContain('"__typename":"Query"');
  });

  it('never leaks a stack trace', async () => {
    const result = await t.gql('{ nope }');
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(result)).not.toMatch(/stacktrace|at \w+ \(/);
  });
});

describe('GraphQL in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('turns introspection off', async () => {
    const result = await t.gql('{ __schema { queryType { name } } }');
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/introspection/i);
  });
});
