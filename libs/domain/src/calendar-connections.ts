/**
 * A consultant's own calendar: the limits of the connect form, checked by the API and shown by
 * the browser.
 */
export const CALENDAR_CONNECTION_LIMITS = {
  /** CalDAV server or calendar address, and a secret iCal address. */
  address: 2000,
  username: 254,
  password: 500,
} as const;

/** Why a connected calendar could not be read or written. */
export type CalendarProblemCode = 'auth' | 'unreachable' | 'bad_data' | 'not_found';
