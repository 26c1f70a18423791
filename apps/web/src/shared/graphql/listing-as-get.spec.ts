import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { parse, type DocumentNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { listingAsGet } from './listing-as-get';

/** The method and address the HTTP link asks fetch for, for one operation. */
async function requestOf(query: DocumentNode) {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(
        JSON.stringify({ data: { workshops: { __typename: 'WorkshopPage', total: 0 } } }),
        {
          headers: { 'content-type': 'application/json' },
        },
      ),
    ),
  );
  const link = ApolloLink.from([listingAsGet, new HttpLink({ uri: '/graphql', fetch })]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  await client.query({ query, variables: { limit: 12 } });
  const [uri, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return { uri, method: init.method, body: init.body };
}

describe('listingAsGet', () => {
  it('sends the Academy listing as a GET with query and variables in the address', async () => {
    const sent = await requestOf(
      // Parsed here, not tagged: the codegen reads tagged documents, and these are the app's names.
      parse(`
      query AcademyWorkshops($limit: Int!) {
        workshops(limit: $limit) {
          total
        }
      }
    `),
    );
    expect(sent.method).toBe('GET');
    expect(sent.body).toBeUndefined();
    expect(sent.uri).toMatch(/^\/graphql\?query=.*&operationName=AcademyWorkshops&variables=/);
    expect(decodeURIComponent(sent.uri)).toContain('{"limit":12}');
  });

  it('leaves every other operation a POST', async () => {
    const sent = await requestOf(
      // Parsed here, not tagged: the codegen reads tagged documents, and these are the app's names.
      parse(`
      query Me {
        workshops(limit: 1) {
          total
        }
      }
    `),
    );
    expect(sent.method).toBe('POST');
    expect(sent.uri).toBe('/graphql');
  });
});
