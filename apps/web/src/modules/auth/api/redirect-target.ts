const REDIRECT_KEY = 'oiv-auth-redirect';

// Control characters: browsers drop some of them, which can turn `/\t/host` into `//host`.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A same-site path: starts with exactly one '/', never `//host` or `/\host` (both leave the
 * site), and holds no control characters.
 */
export function isSafePath(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    !CONTROL_CHARACTERS.test(value)
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
