import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { createContext } from 'react';

/**
 * Pages rendered on the server with their data (the Academy's listing and workshop pages)
 * carry the GraphQL cache they were rendered from in this element, so the browser's first
 * render reads the same data and takes the markup over without fetching again.
 */
export const SERVER_STATE_ELEMENT_ID = 'apollo-state';

/**
 * The cache the server rendered with, once (the element is removed after reading). It holds
 * what a visitor may see: a browser with a session starts empty instead.
 */
export function takeServerState(mayHaveSession: boolean): NormalizedCacheObject | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  if (mayHaveSession) return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as NormalizedCacheObject;
  } catch {
    return undefined;
  }
}

/** The element's HTML: JSON that cannot end the script early (`<` is escaped). */
export function serverStateHtml(state: NormalizedCacheObject): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${json}</script>`;
}

/** Set while rendering on the server: that request's own client (never the page's singleton). */
export const ServerApolloClientContext = createContext<ApolloClient | null>(null);
