/** The next sessions always shown on the registrants screen (more behind "more dates"). */
export const NEXT_SESSIONS_SHOWN = 3;

/**
 * Splits a workshop's coming sessions (by start) for the registrants screen: the next few and
 * every one with registrations first, so today's session is at the top; the rest behind
 * "more dates". A weekly workshop lists a year of dates otherwise.
 */
export function groupSessions<S extends { registeredCount: number }>(
  upcoming: readonly S[],
  hasRegistrants: (session: S) => boolean,
): { first: S[]; more: S[] } {
  const first: S[] = [];
  const more: S[] = [];
  upcoming.forEach((session, index) => {
    if (index < NEXT_SESSIONS_SHOWN || session.registeredCount > 0 || hasRegistrants(session))
      first.push(session);
    else more.push(session);
  });
  return { first, more };
}
