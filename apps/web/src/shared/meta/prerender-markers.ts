/**
 * Set on `#root` by the prerender step (tools/prerender.mjs): the language the markup inside
 * was rendered in. The browser hydrates that markup only if it shows the same language.
 */
export const PRERENDERED_LOCALE_ATTRIBUTE = 'data-prerendered-locale';

/**
 * Set on `#root` by the API when it rendered the page with its data for a visitor without a
 * session (apps/api/src/core/web): the browser's first render starts signed out, as the
 * server's did, so the markup can be taken over.
 */
export const RENDERED_FOR_VISITOR_ATTRIBUTE = 'data-rendered-for-visitor';

/**
 * Set on `#root` of the pages the server renders for a visitor (the Academy's): the page is one
 * island, which the app takes over at the visitor's first interaction (islands.ts).
 */
export const APP_ISLAND_ATTRIBUTE = 'data-app-island';

/** Sent on `window` once the app has rendered or taken the route's page over (app-ready.ts). */
export const APP_READY_EVENT = 'app:ready';
