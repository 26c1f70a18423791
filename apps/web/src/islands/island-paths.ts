import { PATHS } from '@platform/domain';

/**
 * The prerendered pages whose only interactive parts are the layout's islands (header, cookie
 * banner): they load `src/islands.ts` instead of the app (tools/prerender.mjs). The pages with a
 * form other than contact's and the project request's, and the About page (team profiles from the API), still hydrate whole (those parts are not
 * islands yet). The browser journeys list the same pages (apps/web-e2e/support/entries.ts,
 * checked by island-paths.spec.ts).
 */
export const ISLAND_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.services,
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
