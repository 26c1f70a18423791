import { createHmac } from 'node:crypto';

/**
 * A guest's link secret for later mails (reminder, change notices, a seat from the waitlist,
 * the address confirmation). Only the hash of the confirmation mail's link is stored, so later
 * mails carry a second one, derived from the server secret and the registration (issued again
 * any time without being stored); both work, and the first keeps working.
 */
export function laterGuestToken(jwtSecret: string, registrationId: string): string {
  return createHmac('sha256', jwtSecret)
    .update(`registration-cancel:${registrationId}`)
    .digest('base64url');
}
