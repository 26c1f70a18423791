/**
 * Where to go after signing in: only ever a path on this site. Anything else — another host
 * (`//evil`), a backslash trick (`/\\evil`), a scheme, control characters — falls back.
 */
export function safeReturnPath(candidate: unknown, fallback = '/member-area'): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 500)
    return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return fallback;
  if (/[\p{Cc}\\]/u.test(candidate)) return fallback;
  try {
    const resolved = new URL(candidate, 'http://site.invalid');
    if (resolved.origin !== 'http://site.invalid') return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
