import { PATHS } from '@platform/domain';

/**
 * The prerendered pages whose only interactive parts are the layout's islands (header, cookie
 * banner) and their own form islands: they load `src/islands.ts` instead of the app
 * (tools/prerender.mjs). The browser journeys list the same pages
 * (apps/web-e2e/support/entries.ts, checked by island-paths.spec.ts).
 */
export const ISLAND_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.services,
  PATHS.about,
  PATHS.vision,
  PATHS.contact,
  PATHS.projectRequest,
  PATHS.shareExpertise,
  PATHS.websiteWorkshop,
  PATHS.privacy,
  PATHS.imprint,
  PATHS.terms,
  PATHS.termsAlias,
];

/**
 * Of those, the pages whose content is data (About: the team profiles), by template name: the
 * API renders them per request into an islands template (`renderAboutPage` in
 * entry-server.tsx, apps/api/src/core/web/page-renderer.ts). Their prerendered file is the
 * app's version (the team loads in the browser), sent only when the server cannot render.
 */
export const ISLAND_DATA_PAGES: Readonly<Record<string, string>> = { about: PATHS.about };
