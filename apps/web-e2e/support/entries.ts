/**
 * The two entry scripts of the web build (apps/web/vite.config.ts): the app (`app-*.js`,
 * main.tsx) and the marketing pages' islands (`islands-*.js`, islands.ts).
 */
export const APP_ENTRY = /\/assets\/app-[^/]+\.js$/;
export const ISLANDS_ENTRY = /\/assets\/islands-[^/]+\.js$/;
export const ANY_ENTRY = /\/assets\/(app|islands)-[^/]+\.js$/;
/**
 * Apollo Client's chunk (vite.config.ts). The Academy's pages render from the server's data
 * without it and load it only when they need the network (usePageQuery.ts).
 */
export const APOLLO_CHUNK = /\/assets\/apollo-[\w-]{8}\.js$/;

/**
 * The prerendered pages that load islands instead of the app (ISLAND_PATHS in
 * apps/web/src/islands/island-paths.ts; island-paths.spec.ts fails when the two lists differ):
 * only their header and cookie banner hydrate.
 */
export const ISLAND_ROUTES = [
  '/',
  '/leistungen',
  '/ueber-uns',
  '/unsere-vision',
  '/kontakt',
  '/projekt-anfragen',
  '/expertise-teilen',
  '/workshops/websites-mit-ki',
  '/datenschutz',
  '/impressum',
  '/nutzungsbedingungen',
  '/agb',
];

/** What React takes over on a prerendered page: the header on an islands page, else the page. */
export const hydratedPartOf = (route: string): string =>
  ISLAND_ROUTES.includes(route.split('?')[0] ?? route) ? 'header.app-header' : 'h1';
