import { useEffect, useState } from 'react';
import { TeamProfilesStatusError, fetchTeamProfiles } from '../api/fetch-team-profiles';
import type { TeamProfile } from '../api/team-profile';

export type TeamProfilesState =
  | { status: 'loading' }
  | { status: 'loaded'; profiles: TeamProfile[] }
  /** Loading failed (or found nobody): the page shows the built-in sample profiles. */
  | { status: 'fallback' };

/** Loads the team once per mount; a failed or empty answer switches to the fallback. */
export function useTeamProfiles(): TeamProfilesState {
  const [state, setState] = useState<TeamProfilesState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchTeamProfiles(controller.signal).then(
      (profiles) =>
        setState(profiles.length > 0 ? { status: 'loaded', profiles } : { status: 'fallback' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof TeamProfilesStatusError) console.error(error.message);
        else console.error('Failed to fetch team profiles:', error);
        setState({ status: 'fallback' });
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}
