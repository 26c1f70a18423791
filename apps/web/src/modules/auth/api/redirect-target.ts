const REDIRECT_KEY = 'oiv-auth-redirect';

/** A same-site path: starts with exactly one '/' (no protocol-relative `//host`). */
export function isSafePath(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
  );
}

/** Remembers where to go after the next sign-in. */
export function storeRedirectTarget(path: string): void {
  if (!isSafePath(path)) return;
  try {
    sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // Storage may be blocked; the user then lands on the default page.
  }
}

/** The remembered path (removed as it is read), or `null`. */
export function takeRedirectTarget(): string | null {
  try {
    const value = sessionStorage.getItem(REDIRECT_KEY);
    sessionStorage.removeItem(REDIRECT_KEY);
    return isSafePath(value) ? value : null;
  } catch {
    return null;
  }
}

/** The remembered path without removing it, or `null`. */
export function peekRedirectTarget(): string | null {
  try {
    const value = sessionStorage.getItem(REDIRECT_KEY);
    return isSafePath(value) ? value : null;
  } catch {
    return null;
  }
}
