import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Paths that belong to the API: they never fall through to the client's HTML. */
export const API_PREFIXES = [
  '/graphql',
  '/api',
  '/auth',
  '/health',
  '/media',
  '/profiles',
] as const;

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

/** The built client as found at start; it does not change while the server runs. */
export interface WebDist {
  built: boolean;
  /** The HTML for a client route: its prerendered page when there is one, else the shell. */
  htmlFor(path: string, lang: string | undefined): string;
}

export function loadWebDist(dir: string): WebDist {
  const shell = join(dir, 'index.html');
  if (!isWebBuilt(dir)) return { built: false, htmlFor: () => shell };
  // Prerendered pages by route: `leistungen/index.html`, `leistungen/index.en.html`, ...
  // Requests are matched against this list only, so no request can name another file.
  const pages = new Set(
    listHtml(dir)
      .map((file) => relative(dir, file).split(sep).join('/'))
      .filter((file) => !file.startsWith('assets/')),
  );
  return {
    built: true,
    htmlFor(path, lang) {
      const route = path.replace(/^\/+|\/+$/g, '');
      const base = route ? `${route}/` : '';
      if (lang === 'en' && pages.has(`${base}index.en.html`))
        return join(dir, `${base}index.en.html`);
      return pages.has(`${base}index.html`) ? join(dir, `${base}index.html`) : shell;
    },
  };
}

function listHtml(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listHtml(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}
