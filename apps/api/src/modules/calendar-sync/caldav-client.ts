import { XMLParser } from 'fast-xml-parser';
import { CalendarFailure } from './calendar-problem.js';

export interface CaldavAccount {
  username: string;
  password: string;
}

export interface DiscoveredCalendar {
  url: string;
  name: string;
}

/** Long enough for a slow server, short enough that a dead one is noticed. */
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
const MAX_REDIRECTS = 5;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ['response', 'propstat', 'href', 'comp'].includes(name),
});

type Xml = Record<string, unknown>;

/**
 * A small CalDAV client on `fetch` (RFC 4791, RFC 6764): discovery from the server address
 * (current-user-principal, then calendar-home-set, then the calendars in it), the events of a
 * time range (calendar-query REPORT), and writing or deleting one event. Redirects are followed
 * by hand so the credentials go with them; 401/403 become `auth`, network errors, timeouts and
 * 5xx `unreachable`, unreadable answers `bad_data`.
 */
export class CaldavClient {
  constructor(
    private readonly account: CaldavAccount,
    private readonly timeoutMs = REQUEST_TIMEOUT_MS,
  ) {}

  async discover(serverUrl: string): Promise<DiscoveredCalendar[]> {
    const start = new URL(serverUrl);
    let principal = await this.hrefProp(start.href, 'current-user-principal');
    if (!principal) {
      const wellKnown = new URL('/.well-known/caldav', start).href;
      principal = await this.hrefProp(wellKnown, 'current-user-principal').catch((error) => {
        if (error instanceof CalendarFailure && error.problem === 'not_found') return undefined;
        throw error;
      });
    }
    const home = principal ? await this.hrefProp(principal, 'calendar-home-set') : undefined;
    const calendars = await this.calendarsIn(home ?? start.href);
    if (calendars.length === 0 && home) return this.calendarsIn(start.href);
    return calendars;
  }

  /** The raw `calendar-data` of every event touching [from, to). */
  async eventsBetween(calendarUrl: string, from: Date, to: Date): Promise<string[]> {
    const body = `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><D:getetag/><C:calendar-data/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">
    <C:time-range start="${davTime(from)}" end="${davTime(to)}"/>
  </C:comp-filter></C:comp-filter></C:filter>
</C:calendar-query>`;
    const { text } = await this.request('REPORT', calendarUrl, { depth: '1', body });
    return responsesOf(text)
      .map((r) => textOf(okProps(r)['calendar-data']))
      .filter((data): data is string => Boolean(data));
  }

  /** Creates or replaces the event `<name>.ics` in the calendar. */
  async putEvent(calendarUrl: string, name: string, ics: string): Promise<void> {
    await this.request('PUT', eventUrl(calendarUrl, name), {
      body: ics,
      contentType: 'text/calendar; charset=utf-8',
    });
  }

  /**
   * The addresses of the events ending after `from` whose UID contains `marker` and passes
   * `accept` (the server narrows by the marker, the UID is checked here again).
   */
  async eventUrlsWhere(
    calendarUrl: string,
    from: Date,
    marker: string,
    accept: (uid: string) => boolean,
  ): Promise<string[]> {
    const body = `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><D:getetag/><C:calendar-data/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">
    <C:time-range start="${davTime(from)}"/>
    <C:prop-filter name="UID"><C:text-match collation="i;octet">${xmlText(marker)}</C:text-match></C:prop-filter>
  </C:comp-filter></C:comp-filter></C:filter>
</C:calendar-query>`;
    const { text, url: at } = await this.request('REPORT', calendarUrl, { depth: '1', body });
    // Only addresses inside the calendar: the credentials never go anywhere else.
    const inside = new URL(at).href.replace(/\/?$/, '/');
    return responsesOf(text).flatMap((response) => {
      const data = textOf(okProps(response)['calendar-data']);
      const href = Array.isArray(response.href) ? textOf(response.href[0]) : undefined;
      const uid = data ? uidOf(data) : undefined;
      if (!href || !uid || !accept(uid)) return [];
      const url = new URL(href, at).href;
      return url.startsWith(inside) && url !== inside ? [url] : [];
    });
  }

  /** Deletes the event at this address; one that is gone already is fine. */
  async deleteAt(url: string): Promise<void> {
    await this.request('DELETE', url).catch((error) => {
      if (error instanceof CalendarFailure && error.problem === 'not_found') return;
      throw error;
    });
  }

  /** Deletes the event `<name>.ics`; one that is gone already is fine. */
  async deleteEvent(calendarUrl: string, name: string): Promise<void> {
    await this.deleteAt(eventUrl(calendarUrl, name));
  }

  private async hrefProp(url: string, prop: string): Promise<string | undefined> {
    const ns = prop === 'calendar-home-set' ? 'C' : 'D';
    const body = `<?xml version="1.0" encoding="utf-8"?>
<D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><${ns}:${prop}/></D:prop></D:propfind>`;
    const { text, url: at } = await this.request('PROPFIND', url, { depth: '0', body });
    for (const response of responsesOf(text)) {
      const value = okProps(response)[prop] as Xml | undefined;
      const href = value && Array.isArray(value.href) ? textOf(value.href[0]) : undefined;
      if (href) return new URL(href, at).href;
    }
    return undefined;
  }

  private async calendarsIn(url: string): Promise<DiscoveredCalendar[]> {
    const body = `<?xml version="1.0" encoding="utf-8"?>
<D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><D:resourcetype/><D:displayname/><C:supported-calendar-component-set/></D:prop>
</D:propfind>`;
    const { text, url: at } = await this.request('PROPFIND', url, { depth: '1', body });
    const found: DiscoveredCalendar[] = [];
    for (const response of responsesOf(text)) {
      const props = okProps(response);
      const type = props.resourcetype as Xml | undefined;
      if (!type || typeof type !== 'object' || !('calendar' in type)) continue;
      const set = props['supported-calendar-component-set'] as Xml | undefined;
      const comps = set && Array.isArray(set.comp) ? (set.comp as Xml[]) : undefined;
      if (comps && !comps.some((c) => String(c['@_name']).toUpperCase() === 'VEVENT')) continue;
      const href = Array.isArray(response.href) ? textOf(response.href[0]) : undefined;
      if (!href) continue;
      const calendarUrl = new URL(href, at).href;
      const name = textOf(props.displayname)?.trim() || lastSegment(calendarUrl);
      found.push({ url: calendarUrl, name: name.slice(0, 200) });
    }
    return found;
  }

  private async request(
    method: string,
    url: string,
    options: { depth?: string; body?: string; contentType?: string } = {},
  ): Promise<{ text: string; url: string }> {
    const auth = Buffer.from(`${this.account.username}:${this.account.password}`).toString(
      'base64',
    );
    let target = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      let response: Response;
      try {
        response = await fetch(target, {
          method,
          redirect: 'manual',
          signal: AbortSignal.timeout(this.timeoutMs),
          headers: {
            authorization: `Basic ${auth}`,
            ...(options.depth !== undefined ? { depth: options.depth } : {}),
            ...(options.body !== undefined
              ? { 'content-type': options.contentType ?? 'application/xml; charset=utf-8' }
              : {}),
          },
          body: options.body,
        });
      } catch (error) {
        throw new CalendarFailure('unreachable', `${method} ${hostOf(target)}: ${String(error)}`);
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        const next = new URL(location, target);
        if (!['https:', 'http:'].includes(next.protocol)) break;
        // Never hand the password from https to plain http.
        if (new URL(target).protocol === 'https:' && next.protocol === 'http:') break;
        target = next.href;
        continue;
      }
      const text = await limitedText(response);
      if (response.status === 401 || response.status === 403) {
        throw new CalendarFailure('auth', `${method} ${hostOf(target)}: ${response.status}`);
      }
      if (response.status === 404 || response.status === 410) {
        throw new CalendarFailure('not_found', `${method} ${hostOf(target)}: ${response.status}`);
      }
      if (response.status >= 500) {
        throw new CalendarFailure('unreachable', `${method} ${hostOf(target)}: ${response.status}`);
      }
      if (response.status >= 400 || response.status < 200 || response.status >= 300) {
        throw new CalendarFailure('bad_data', `${method} ${hostOf(target)}: ${response.status}`);
      }
      return { text, url: target };
    }
    throw new CalendarFailure('unreachable', `${method} ${hostOf(url)}: too many redirects`);
  }
}

function responsesOf(text: string): Xml[] {
  let parsed: Xml;
  try {
    parsed = parser.parse(text) as Xml;
  } catch {
    throw new CalendarFailure('bad_data', 'the answer is no XML');
  }
  const multistatus = parsed.multistatus as Xml | string | undefined;
  if (multistatus === undefined) {
    throw new CalendarFailure('bad_data', 'the answer is no multistatus');
  }
  // An empty <multistatus/> (an empty calendar) is parsed as ''.
  if (typeof multistatus !== 'object') return [];
  return Array.isArray(multistatus.response) ? (multistatus.response as Xml[]) : [];
}

/** The properties of a response's propstats with status 200, merged. */
function okProps(response: Xml): Xml {
  const props: Xml = {};
  const propstats = Array.isArray(response.propstat) ? (response.propstat as Xml[]) : [];
  for (const propstat of propstats) {
    if (!/\s200\s/.test(` ${textOf(propstat.status) ?? ''} `)) continue;
    if (propstat.prop && typeof propstat.prop === 'object') Object.assign(props, propstat.prop);
  }
  return props;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && '#text' in value) return String(value['#text']);
  return undefined;
}

/** The first UID of an iCalendar text (folded lines unfolded). */
function uidOf(ics: string): string | undefined {
  const line = ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .find((l) => /^UID[;:]/i.test(l));
  return line?.slice(line.indexOf(':') + 1).trim() || undefined;
}

function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function davTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventUrl(calendarUrl: string, name: string): string {
  const base = calendarUrl.endsWith('/') ? calendarUrl : `${calendarUrl}/`;
  return new URL(`${encodeURIComponent(name)}.ics`, base).href;
}

function lastSegment(url: string): string {
  const parts = new URL(url).pathname.split('/').filter(Boolean);
  return decodeURIComponent(parts.at(-1) ?? url);
}

/** Only the host goes into messages and logs (a path may carry a secret). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(invalid address)';
  }
}

/** The body as text, refusing one larger than the limit. */
export async function limitedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_RESPONSE_BYTES) {
    await response.body?.cancel();
    throw new CalendarFailure('bad_data', 'the answer is too large');
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > MAX_RESPONSE_BYTES)
        throw new CalendarFailure('bad_data', 'the answer is too large');
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof CalendarFailure) throw error;
    throw new CalendarFailure('unreachable', `reading the answer: ${String(error)}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}
