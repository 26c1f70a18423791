/**
 * The interactive parts of a marketing page that hydrate on their own (see islands.tsx and
 * docs/architecture.md, "Islands"). The server marks each with `data-island="<name>"`.
 */
export const ISLAND_NAMES = ['header', 'consent'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

export const ISLAND_ATTRIBUTE = 'data-island';

/** A click on an element with this attribute opens the cookie settings (footer button). */
export const OPEN_COOKIE_SETTINGS_EVENT = 'app:open-cookie-settings';
