/**
 * Set on `#root` by the prerender step (tools/prerender.mjs): the language the markup inside
 * was rendered in. The browser hydrates that markup only if it shows the same language.
 */
export const PRERENDERED_LOCALE_ATTRIBUTE = 'data-prerendered-locale';
