import { FLAGSHIP_WORKSHOP_SLUG } from '@platform/domain';
import { authFetch } from '../../auth';

/** An upcoming date of the flagship's Academy workshop, with the seats left (0: waitlist). */
export interface FlagshipSession {
  id: string;
  startsAt: string;
  availableSpots: number;
}

// Plain fetch against the public Academy GraphQL API: Apollo Client never reaches the
// marketing pages (see shared/graphql/ApolloRoot.tsx), and one small query does not need it.
const QUERY = `query FlagshipSessions($slug: String!) {
  workshop(slugOrId: $slug) { sessions { id startsAt availableSpots } }
}`;

interface Answer {
  data?: { workshop?: { sessions?: FlagshipSession[] } | null } | null;
  errors?: Array<{ extensions?: { code?: string } }>;
}

/**
 * The flagship's upcoming sessions, soonest first. An empty list when the database has no
 * approved workshop with FLAGSHIP_WORKSHOP_SLUG (or it has no dates ahead); rejects when the
 * answer could not be read (network, server error).
 */
export async function fetchFlagshipSessions(): Promise<FlagshipSession[]> {
  const response = await authFetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: QUERY, variables: { slug: FLAGSHIP_WORKSHOP_SLUG } }),
  });
  const answer = (await response.json()) as Answer;
  const sessions = answer.data?.workshop?.sessions;
  if (sessions) return sessions.filter((s) => Date.parse(s.startsAt) > Date.now());
  const code = answer.errors?.[0]?.extensions?.code;
  if (code === 'ACADEMY_WORKSHOP_NOT_FOUND' || code === 'NOT_FOUND') return [];
  throw new Error(`flagship sessions: ${response.status} ${code ?? 'no data'}`);
}
