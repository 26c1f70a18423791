import { createContext } from 'react';
import { parseTeamResponse, type TeamProfile } from './team-profile';

/**
 * The About page rendered by the server with its team (apps/api/src/core/web/page-renderer.ts)
 * carries the profiles it was rendered from in this element, outside `#root`: the islands page
 * needs nothing from it, but when the app takes such a page over (another stored language's
 * hand-over aside, `?dialog=login`), its first render reads the same profiles instead of
 * starting with "loading" and so matches the markup.
 */
export const TEAM_STATE_ELEMENT_ID = 'team-profiles';

/** Set while rendering on the server: the profiles to render the team with. */
export const ServerTeamProfilesContext = createContext<TeamProfile[] | undefined>(undefined);

/** The element's HTML: the `/profiles/team` answer's shape, as JSON that cannot end the script. */
export function teamStateHtml(profiles: readonly TeamProfile[]): string {
  const json = JSON.stringify({ success: true, profiles })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${TEAM_STATE_ELEMENT_ID}">${json}</script>`;
}

/** Not read yet (undefined), read (the profiles), or none or already used (null). */
let pageTeam: TeamProfile[] | null | undefined;

/**
 * The profiles the page came with, until `forgetPageTeam`: the first mount of the team takes
 * them (and, in development, StrictMode's second call of the same render too); a later visit
 * of the About page inside the app loads the team afresh.
 */
export function pageTeamProfiles(): TeamProfile[] | undefined {
  if (pageTeam === undefined) {
    pageTeam = null;
    if (typeof document === 'undefined') return undefined;
    const element = document.getElementById(TEAM_STATE_ELEMENT_ID);
    if (!element) return undefined;
    element.remove();
    try {
      pageTeam = parseTeamResponse(JSON.parse(element.textContent ?? ''));
    } catch {
      pageTeam = null;
    }
  }
  return pageTeam ?? undefined;
}

/** The page's profiles have been shown: the next mount loads the team from the API. */
export function forgetPageTeam(): void {
  pageTeam = null;
}
