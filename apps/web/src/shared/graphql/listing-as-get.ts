import { ApolloLink } from '@apollo/client';

/**
 * The visitors' listing queries (the Academy's list, the public overview): the API answers a
 * repeated one from a kept text before any GraphQL work, cheapest when it comes as a GET
 * (`/graphql?query=…&variables=…`, no body to read and parse; docs/operations.md, "Performance").
 */
export const LISTING_OPERATIONS: ReadonlySet<string> = new Set([
  'AcademyWorkshops',
  'PublicWorkshops',
]);

/** Sends the listing queries as GET; every other operation stays a POST. */
export const listingAsGet = new ApolloLink((operation, forward) => {
  if (LISTING_OPERATIONS.has(operation.operationName ?? ''))
    operation.setContext(({ fetchOptions }: { fetchOptions?: RequestInit }) => ({
      fetchOptions: { ...fetchOptions, method: 'GET' },
    }));
  return forward(operation);
});
