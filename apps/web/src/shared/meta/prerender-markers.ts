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
