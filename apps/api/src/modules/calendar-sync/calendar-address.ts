import { DomainError } from '../../core/errors/domain-error.js';
import { CalendarFailure } from './calendar-problem.js';
import { hostOf, limitedText } from './caldav-client.js';

const FETCH_TIMEOUT_MS = 10_000;

/**
 * A calendar address as typed: `webcal://` becomes `https://` (what Google, Outlook and Apple
 * hand out), anything but https is refused in production (plain http only for local test
 * servers elsewhere), and credentials in the address are refused (they go in their fields).
 */
export function calendarAddress(input: string, allowHttp: boolean, field: string): URL {
  const invalid = () =>
    new DomainError('CALENDAR_ADDRESS_INVALID', {
      fields: { [field]: 'CALENDAR_ADDRESS_INVALID' },
    });
  let url: URL;
  try {
    url = new URL(input.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw invalid();
  }
  const schemes = allowHttp ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol) || url.username || url.password || !url.hostname) {
    throw invalid();
  }
  url.hash = '';
  return url;
}

/** The text of a secret iCal address (no credentials; the secret is in the address). */
export async function fetchIcal(address: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(address, {
      redirect: 'follow',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'text/calendar, */*;q=0.5' },
    });
  } catch (error) {
    throw new CalendarFailure('unreachable', `GET ${hostOf(address)}: ${String(error)}`);
  }
  const text = await limitedText(response);
  if (response.status === 401 || response.status === 403) {
    throw new CalendarFailure('auth', `GET ${hostOf(address)}: ${response.status}`);
  }
  if (response.status === 404 || response.status === 410) {
    throw new CalendarFailure('not_found', `GET ${hostOf(address)}: ${response.status}`);
  }
  if (!response.ok) {
    throw new CalendarFailure('unreachable', `GET ${hostOf(address)}: ${response.status}`);
  }
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text)) {
    throw new CalendarFailure('bad_data', `GET ${hostOf(address)}: not a calendar file`);
  }
  return text;
}
