import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ContentEncoding } from './precompressed.js';

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
  '/auth/sign-in-link',
]);

export function isApiPath(path: string): boolean {
  if (CLIENT_AUTH_SCREENS.has(path.replace(/\/+$/, ''))) return false;
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function isWebBuilt(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/**
 * The prerender step (tools/prerender.mjs) writes this in place of the site's address into the
 * absolute URLs of a page's head (canonical, alternates, og:url); the server puts its public URL
 * there, so one build serves any domain.
 */
export const PUBLIC_URL_PLACEHOLDER = 'https://public-url.invalid';

/**
 * The client without prerendered content, for every route that has no page of its own. When
 * the home page is prerendered, `index.html` holds it and the prerender step keeps the plain
 * shell under this name.
 */
const SHELL_FILE = 'shell.html';

/** The built client as found at start; it does not change while the server runs. */
export interface WebDist {
  built: boolean;
  /** The HTML file for a client route: its prerendered page when there is one, else the shell. */
  htmlFor(path: string, lang: string | undefined): string;
  /** That file's text, with the public URL filled in. */
  htmlTextFor(path: string, lang: string | undefined): string;
  /** Whether the route has a prerendered page of its own (else it gets the shell). */
  prerendered(path: string, lang: string | undefined): boolean;
  /** That text compressed, once per file and encoding (not per request). */
  htmlEncodedFor(path: string, lang: string | undefined, encoding: ContentEncoding): Buffer;
}

export function loadWebDist(dir: string, publicUrl: string): WebDist {
  const index = join(dir, 'index.html');
  if (!isWebBuilt(dir)) {
    return {
      built: false,
      htmlFor: () => index,
      htmlTextFor: () => '',
      prerendered: () => false,
      htmlEncodedFor: () => Buffer.alloc(0),
    };
  }
  const shell = existsSync(join(dir, SHELL_FILE)) ? join(dir, SHELL_FILE) : index;
  const texts = new Map<string, string>();
  const textOf = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) {
      text = readFileSync(file, 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, escapeHtml(publicUrl));
      texts.set(file, text);
    }
    return text;
  };
  // Prerendered pages by route: `leistungen/index.html`, `leistungen/index.en.html`, ...
  // Requests are matched against this list only, so no request can name another file.
  const pages = new Set(
    listHtml(dir)
      .map((file) => relative(dir, file).split(sep).join('/'))
      .filter((file) => !file.startsWith('assets/')),
  );
  const htmlFor = (path: string, lang: string | undefined): string => {
    const route = path.replace(/^\/+|\/+$/g, '');
    const base = route ? `${route}/` : '';
    if (lang === 'en' && pages.has(`${base}index.en.html`))
      return join(dir, `${base}index.en.html`);
    return pages.has(`${base}index.html`) ? join(dir, `${base}index.html`) : shell;
  };
  const encoded = new Map<string, Buffer>();
  const htmlEncodedFor = (path: string, lang: string | undefined, encoding: ContentEncoding) => {
    const file = htmlFor(path, lang);
    const key = `${encoding}:${file}`;
    let buffer = encoded.get(key);
    if (!buffer) {
      buffer = compressHtml(textOf(file), encoding);
      encoded.set(key, buffer);
    }
    return buffer;
  };
  return {
    built: true,
    htmlFor,
    htmlTextFor: (path, lang) => textOf(htmlFor(path, lang)),
    prerendered: (path, lang) => htmlFor(path, lang) !== shell,
    htmlEncodedFor,
  };
}

/**
 * HTML compressed for sending: `best` for what is compressed once per file (prerendered
 * pages), `fast` for pages rendered at run time.
 */
export function compressHtml(
  text: string,
  encoding: ContentEncoding,
  effort: 'best' | 'fast' = 'best',
): Buffer {
  const content = Buffer.from(text, 'utf8');
  const best = effort === 'best';
  return encoding === 'br'
    ? brotliCompressSync(content, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: best ? zlib.BROTLI_MAX_QUALITY : 6,
          [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      })
    : gzipSync(content, { level: best ? 9 : 6 });
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function listHtml(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listHtml(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}
