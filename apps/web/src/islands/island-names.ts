/**
 * The interactive parts of a marketing page that hydrate on their own (see islands.tsx and
 * docs/architecture.md, "Islands"). The server marks each with `data-island="<name>"`.
 */
export const ISLAND_NAMES = [
  'header',
  'consent',
  'contact-form',
  'project-request-form',
  'flagship-registration',
] as const;

/** Islands below the fold or rarely used: their code loads when they come near the screen or get focus. */
export const ON_DEMAND_ISLANDS: readonly IslandName[] = ['contact-form', 'project-request-form'];
/**
 * Islands every page has, visible but closed until used (the header's menus, language switch and
 * sign-in; the cookie banner's buttons): their code and React load at the visitor's first
 * interaction with the page, not while it loads (shared/hydration/first-interaction.ts).
 */
export const INTERACTION_ISLANDS: readonly IslandName[] = ['header', 'consent'];

/**
 * On `<html>` while a visitor whose browser says it has a session waits for the header to know
 * it: the prerendered header shows the signed-out buttons, which stay hidden meanwhile (app.css).
 */
export const SESSION_PENDING_ATTRIBUTE = 'data-session-pending';
export type IslandName = (typeof ISLAND_NAMES)[number];

export const ISLAND_ATTRIBUTE = 'data-island';

/** A click on an element with this attribute opens the cookie settings (footer button). */
export const OPEN_COOKIE_SETTINGS_EVENT = 'app:open-cookie-settings';
