import type { DocumentNode } from 'graphql';
import { createContext } from 'react';

/**
 * The results of the queries a page was rendered with on the server, as plain JSON by query:
 * the page-data hooks (`usePageQuery`) render the same markup from them in the browser without
 * Apollo Client, which loads only when something needs the network (see docs/architecture.md).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export type PageData = Record<string, unknown>;

/** A query's key: its operation's name and its variables (keys sorted, `undefined` left out). */
export function pageDataKey(document: DocumentNode, variables: unknown): string {
  const operation = document.definitions.find((d) => (d.kind as string) === 'OperationDefinition');
  const name = operation && 'name' in operation ? (operation.name?.value ?? '') : '';
  return `${name}:${JSON.stringify(sorted(variables ?? {}))}`;
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, sorted(v)]));
}

let pageData: PageData | undefined;

/**
 * The page's server results, read once (the element is removed). Like the GraphQL cache
 * (`server-state.ts`) they hold what a visitor may see: a browser with a session gets none.
 */
export function serverPageData(mayHaveSession: boolean): PageData {
  if (pageData) return pageData;
  pageData = {};
  if (typeof document === 'undefined') return pageData;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return pageData;
  element.remove();
  if (mayHaveSession) return pageData;
  try {
    pageData = JSON.parse(element.textContent ?? '{}') as PageData;
  } catch {
    // An unreadable element: the hooks load their data instead.
  }
  return pageData;
}

/** The element's HTML: JSON that cannot end the script early (`<` is escaped). */
export function pageDataHtml(data: PageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** A query the server rendered with: its key, document and variables (to read its result). */
export interface RenderedQuery {
  key: string;
  document: DocumentNode;
  variables: Record<string, unknown> | undefined;
}

/**
 * Set only while rendering on the server (entry-server.tsx): Apollo's own `useQuery`, so the
 * server's renderer waits for the queries, and a collector of the queries rendered.
 */
export interface ServerPageQueries {
  useQuery: (
    document: DocumentNode,
    options: { variables?: Record<string, unknown>; skip?: boolean },
  ) => {
    data?: unknown;
    loading: boolean;
    error?: Error;
    refetch: () => Promise<unknown>;
  };
  rendered: (query: RenderedQuery) => void;
}

export const ServerPageQueriesContext = createContext<ServerPageQueries | null>(null);
