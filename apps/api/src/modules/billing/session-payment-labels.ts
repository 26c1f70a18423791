import type { SessionPayments } from './payments.service.js';

/** One session's invoice totals before it is named: `description` is the invoices' first text. */
export type SessionPaymentTotals = Omit<SessionPayments, 'title' | 'startsAt'> & {
  description: string;
};

/**
 * Names each session's totals after its workshop (after its invoices once the workshop is gone)
 * and dates them by the session; latest session first, undated ones last, then by title
 * (code-point order, as the database's C collation sorts).
 */
export function labelSessionPayments(
  totals: readonly SessionPaymentTotals[],
  workshops: ReadonlyMap<string, { title: string }>,
  sessions: ReadonlyMap<string, { startsAt: Date }>,
): SessionPayments[] {
  return totals
    .map(({ description, ...rest }): SessionPayments => {
      const workshop = rest.workshopId === null ? undefined : workshops.get(rest.workshopId);
      const session = rest.sessionId === null ? undefined : sessions.get(rest.sessionId);
      return {
        ...rest,
        title: workshop?.title ?? description,
        startsAt: session?.startsAt ?? null,
      };
    })
    .sort((a, b) => latestFirst(a.startsAt, b.startsAt) || byCodePoints(a.title, b.title));
}

function latestFirst(a: Date | null, b: Date | null): number {
  if (a && b) return b.getTime() - a.getTime();
  return a ? -1 : b ? 1 : 0;
}

function byCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
