import { existsSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

/** Paths that belong to the API: they never fall through to the client's HTML. */
export const API_PREFIXES = ['/graphql', '/api', '/auth', '/health', '/media'] as const;

/** `/auth/...` mixes API calls and client screens; these are the client's. */
const CLIENT_AUTH_SCREENS = new Set([
  '/auth/login',
  '/auth/register',
  '/auth/callback',
  '/auth/reset',
  '/auth/forgot',
]);

export function isApiPath(path: string): boolean {
  if (CLIENT_AUTH_SCREENS.has(path.replace(/\/+$/, ''))) return false;
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function isWebBuilt(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/**
 * The HTML for a client route: a page prerendered at build time when there is one
 * (`/leistungen` -> `leistungen/index.html`), else the application shell.
 */
export function htmlFileFor(dir: string, path: string, lang: string | undefined): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return join(dir, 'index.html'); // malformed escapes: just the shell
  }
  const clean = normalize(decoded)
    .replace(/^([/\\])+/, '')
    .replace(/[/\\]+$/, '');
  if (!clean.includes('..') && !clean.includes('\0')) {
    const base = clean ? join(dir, clean) : dir;
    if (base === dir || base.startsWith(dir + sep)) {
      const candidates = lang === 'en' ? [join(base, 'index.en.html')] : [];
      candidates.push(join(base, 'index.html'));
      const found = candidates.find((file) => existsSync(file));
      if (found) return found;
    }
  }
  return join(dir, 'index.html');
}
