import type { Locale } from './enums.js';

export type LinkQuery = Record<string, string | number | boolean | null | undefined>;

export interface MailLinkOptions {
  /** Values for `:name` segments of a route pattern (`/academy/:slug`), encoded. */
  params?: Record<string, string>;
  /** Query parameters after any the path already has; empty values are left out. */
  query?: LinkQuery;
  /** The reader's language: English pages get `lang=en` (German is the default, no marker). */
  locale?: Locale;
}

/**
 * The one builder for absolute links in mails (and other messages that leave the site): the
 * configured public base URL, a site path from `PATHS`/`WORKSHOP_PATHS`/... (a route pattern's
 * `:name` filled from `params`), the query, and the reader's language last.
 */
export function mailLink(baseUrl: string, path: string, options: MailLinkOptions = {}): string {
  const [pathname = '', existing = ''] = path.split('?', 2);
  const filled = pathname.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new RangeError(`mailLink: no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(existing);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  }
  if (options.locale === 'en') query.set('lang', 'en');
  const search = query.toString();
  return `${baseUrl.replace(/\/+$/, '')}${filled}${search ? `?${search}` : ''}`;
}
