import { parseTeamResponse, type TeamProfile } from './team-profile';

export const TEAM_PROFILES_URL = '/profiles/team';

/** The team service answered with an error status. */
export class TeamProfilesStatusError extends Error {
  constructor(readonly status: number) {
    super(`Failed to fetch team profiles: ${status}`);
    this.name = 'TeamProfilesStatusError';
  }
}

/**
 * The public team profiles. Plain `fetch` on purpose: the About page must not pull in the
 * GraphQL client. Rejects on any failure (network, status, a body without success/profiles),
 * so that the caller can fall back to the built-in sample profiles. The server renderer passes
 * its own absolute `url` (entry-server.tsx).
 */
export async function fetchTeamProfiles(
  signal?: AbortSignal,
  url: string = TEAM_PROFILES_URL,
): Promise<TeamProfile[]> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new TeamProfilesStatusError(response.status);
  const profiles = parseTeamResponse(await response.json());
  if (!profiles) throw new Error('The team profiles answer has no success/profiles.');
  return profiles;
}
