/** The Berlin calendar day of an instant ("2026-11-28"). */
const berlinDay = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

/**
 * A start within the next hour on today's Berlin date, for journeys that check people in:
 * codes count only on the session's day from two hours before its start. Late in the evening
 * the start is pulled back before midnight (Berlin), so that the check-in is open now.
 */
export function startingSoon(): Date {
  const now = Date.now();
  let start = new Date(Math.ceil((now + 40 * 60_000) / 60_000) * 60_000);
  while (berlinDay(start) !== berlinDay(new Date(now)) && start.getTime() - now > 120_000)
    start = new Date(start.getTime() - 60_000);
  return start;
}
