/**
 * Rows with their session, in the order of the session's start; rows of sessions that start at
 * the same time keep the order they came in (the sort is stable, so the query's own order breaks
 * ties). Rows whose session is not in `sessions` (deleted meanwhile) are left out, as a join would.
 */
export function bySessionStart<T extends { session_id: string }, S extends { startsAt: Date }>(
  rows: readonly T[],
  sessions: ReadonlyMap<string, S>,
  direction: 'asc' | 'desc',
): Array<{ row: T; session: S }> {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .flatMap((row) => {
      const session = sessions.get(row.session_id);
      return session ? [{ row, session }] : [];
    })
    .sort((a, b) => sign * (a.session.startsAt.getTime() - b.session.startsAt.getTime()));
}
