import { useContext, useEffect, useState } from 'react';
import { TeamProfilesStatusError, fetchTeamProfiles } from '../api/fetch-team-profiles';
import {
  ServerTeamProfilesContext,
  forgetPageTeam,
  pageTeamProfiles,
} from '../api/team-page-state';
import type { TeamProfile } from '../api/team-profile';

export type TeamProfilesState =
  | { status: 'loading' }
  | { status: 'loaded'; profiles: TeamProfile[] }
  /** Loading failed (or found nobody): the page shows the built-in sample profiles. */
  | { status: 'fallback' };

const stateOf = (profiles: TeamProfile[]): TeamProfilesState =>
  profiles.length > 0 ? { status: 'loaded', profiles } : { status: 'fallback' };

/**
 * Loads the team once per mount; a failed or empty answer switches to the fallback. Rendered
 * on the server with the team (or taking over such a page), it starts with those profiles.
 */
export function useTeamProfiles(): TeamProfilesState {
  const rendering = useContext(ServerTeamProfilesContext);
  const [given] = useState(() => rendering ?? pageTeamProfiles());
  const [state, setState] = useState<TeamProfilesState>(() =>
    given ? stateOf(given) : { status: 'loading' },
  );

  useEffect(() => {
    if (given) {
      forgetPageTeam();
      return;
    }
    const controller = new AbortController();
    fetchTeamProfiles(controller.signal).then(
      (profiles) => setState(stateOf(profiles)),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof TeamProfilesStatusError) console.error(error.message);
        else console.error('Failed to fetch team profiles:', error);
        setState({ status: 'fallback' });
      },
    );
    return () => controller.abort();
  }, [given]);

  return state;
}
