import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, isOneOf, LOCALES, type Locale } from '@platform/domain';

export interface RequestContext {
  requestId: string;
  locale: Locale;
  /** The caller's address (behind a proxy only with TRUST_PROXY). */
  ip: string;
  /** The caller's browser as it names itself (shown in the list of active sessions). */
  userAgent?: string;
  /**
   * The signed-in caller, set by the access guard once it knows them: who acted, for the audit
   * log (the e-mail as it is at this moment).
   */
  actor?: { id: string; email: string };
  /** Served over https (PUBLIC_URL https, or https at a trusted proxy): `__Host-` cookies. */
  secure?: boolean;
  /** The request's `Cookie` header (the sign-in reads its device cookie from it). */
  cookies?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Per-request facts (request id, language) reachable from anywhere in that request's work. */
export const requestContext = {
  run<T>(context: RequestContext, work: () => T): T {
    return storage.run(context, work);
  },
  current(): RequestContext | undefined {
    return storage.getStore();
  },
  locale(): Locale {
    return storage.getStore()?.locale ?? DEFAULT_LOCALE;
  },
};

interface HeaderSource {
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The user's language: an explicit `x-locale` header (the client sends its choice), else the
 * first of German or English in `Accept-Language`, else German.
 */
export function localeOf(request: HeaderSource): Locale {
  const explicit = header(request, 'x-locale')?.toLowerCase();
  if (isOneOf(LOCALES, explicit)) return explicit;
  const accepted = header(request, 'accept-language') ?? '';
  const ranked = accepted
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => isOneOf(LOCALES, entry.lang) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked[0]?.lang as Locale | undefined) ?? DEFAULT_LOCALE;
}

function header(request: HeaderSource, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
