const BASE = 'http://site.invalid';

/**
 * Where to go after signing in: only ever a path on this site. The candidate is decoded
 * (repeatedly, as a careless reader might) and normalised first, and only then checked, so
 * dot segments, encoded slashes and backslashes cannot turn into another host
 * (`/..//evil.example` → `//evil.example`). Anything doubtful falls back.
 */
export function safeReturnPath(candidate: unknown, fallback = '/member-area'): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 500)
    return fallback;
  const decoded = fullyDecoded(candidate);
  if (decoded === undefined || /[\p{Cc}\\]/u.test(decoded)) return fallback;
  if (!isLocalPath(candidate) || !isLocalPath(decoded)) return fallback;
  const resolved = normalised(candidate);
  const resolvedDecoded = normalised(decoded);
  if (!resolved || !resolvedDecoded) return fallback;
  const again = fullyDecoded(resolved);
  if (again === undefined || !isLocalPath(again) || !isLocalPath(resolvedDecoded)) return fallback;
  return resolved;
}

/** A path on this site: one leading slash, not two (a protocol-relative URL). */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

/** Dot segments resolved, as a browser would; undefined when it leaves the site. */
function normalised(path: string): string | undefined {
  try {
    const url = new URL(path, BASE);
    if (url.origin !== BASE) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** Percent-decoding until nothing changes (at most a few rounds); undefined when malformed. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}
