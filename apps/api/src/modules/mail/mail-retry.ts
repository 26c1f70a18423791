/**
 * graphile-worker waits exp(min(attempts, 10)) seconds after a failed attempt. With 14
 * attempts the 13 waits add up to sum(e^1..e^9) + 4 * e^10 ≈ 100,900 s ≈ 28 hours, so a mail
 * keeps being tried for more than a day of SMTP outage before it counts as failed.
 */
export const MAIL_MAX_ATTEMPTS = 14;

/** Seconds between the first attempt and the last (for the README and the unit test). */
export function mailRetrySpanSeconds(maxAttempts = MAIL_MAX_ATTEMPTS): number {
  let total = 0;
  for (let attempt = 1; attempt < maxAttempts; attempt += 1)
    total += Math.exp(Math.min(attempt, 10));
  return total;
}

export const SEND_MAIL_TASK = 'send_mail';
