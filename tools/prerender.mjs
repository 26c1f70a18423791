// Part of `nx run web:build`, after the browser build (dist/apps/web) and the server build of
// apps/web/src/entry-server.tsx (dist/apps/web-prerender): writes each public page as static
// HTML, German at `<route>/index.html`, other languages at `<route>/index.<locale>.html` (the
// API serves those for `?lang=<locale>`, see apps/api/src/core/web/web-dist.ts). The page's
// markup is in `#root`, its title and meta tags in the head, and its chunks and styles are
// linked, so it shows before any script runs and then hydrates.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB_DIR = 'dist/apps/web';
const SERVER_DIR = 'dist/apps/web-prerender';
const SERVER_ENTRY = join(SERVER_DIR, 'entry-server.js');
/**
 * Templates of the pages the API renders per request (entry-server.tsx `renderDataPage`, and
 * `renderAboutPage` for the islands pages of ISLAND_DATA_PAGES), one per page and language;
 * outside the served folder. See apps/api/src/core/web/page-renderer.ts.
 */
const TEMPLATE_DIR = join(SERVER_DIR, 'templates');
/**
 * The layout route above the certificate page, which brings Apollo Client. The Academy's pages
 * render from the server's data without it (usePageQuery) and load it on demand.
 */
const GRAPHQL_LAYOUT = 'src/shared/graphql/ApolloRoot.tsx';
/** Their code and a path each shows at (their texts, in other languages than German, follow the route). */
const SERVER_RENDERED_PAGES = {
  academy: { modules: ['src/pages/AcademyPage.tsx'], path: '/academy' },
  workshop: { modules: ['src/pages/WorkshopDetailPage.tsx'], path: '/academy/any-workshop' },
  certificate: {
    modules: [GRAPHQL_LAYOUT, 'src/pages/CertificateVerifyPage.tsx'],
    path: '/zertifikat/TB-2000-0000-0000',
  },
};
const MANIFEST = join(WEB_DIR, '.vite', 'manifest.json');
/** What every other route is answered with (web-dist.ts looks for it under this name). */
const SHELL_FILE = 'shell.html';
/** Replaced with the configured public URL when the API serves the file (web-dist.ts). */
const PUBLIC_URL_PLACEHOLDER = 'https://public-url.invalid';
const DEFAULT_LOCALE = 'de';
const ROOT_MARKER = 'data-prerendered-locale';
const ISLANDS_SOURCE = 'src/islands.ts';

const {
  prerenderPage,
  pageCatalogGroups,
  PRERENDERED_PATHS,
  PRERENDERED_LOCALES,
  ISLAND_PATHS,
  ISLAND_DATA_PAGES,
} = await import(pathToFileURL(SERVER_ENTRY).href);
/** Islands pages the API renders per request with their data (their file is the app's version). */
const islandDataPaths = new Set(Object.values(ISLAND_DATA_PAGES));
const template = await readFile(join(WEB_DIR, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(MANIFEST, 'utf8'));
/** The app's entry (main.tsx) and the marketing pages' (islands.ts), see vite.config.ts. */
const entry = manifest['index.html'];
const islandsEntry = manifest[ISLANDS_SOURCE];
if (!entry?.isEntry || !islandsEntry?.isEntry) throw new Error(`${MANIFEST} lacks an entry.`);
const loadedWithEntry = new Set([entry.file, ...chunkFiles(entry).js]);
const entryStyles = await inlineStyles(chunkFiles(entry).css);

await writeFile(join(WEB_DIR, SHELL_FILE), template);
let written = 0;
for (const path of PRERENDERED_PATHS) {
  // A page the API renders with its data is sent as this file only when it cannot: then
  // the app loads the data in the browser, as before.
  const islands = ISLAND_PATHS.includes(path) && !islandDataPaths.has(path);
  for (const locale of PRERENDERED_LOCALES) {
    // Islands pages show the signed-out header (it hydrates on the visitor's first interaction).
    const page = await prerenderPage(path, locale, PUBLIC_URL_PLACEHOLDER, islands);
    const assets = pageAssets([page.pageModule], locale, page.catalogGroups);
    const html = islands ? islandsPageHtml(page, locale, assets) : pageHtml(page, locale, assets);
    const route = path.replace(/^\/+|\/+$/g, '');
    const file = join(
      WEB_DIR,
      route,
      locale === DEFAULT_LOCALE ? 'index.html' : `index.${locale}.html`,
    );
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    written += 1;
  }
}
await mkdir(TEMPLATE_DIR, { recursive: true });
for (const [name, { modules, path }] of Object.entries(SERVER_RENDERED_PAGES)) {
  const groups = await pageCatalogGroups(path);
  for (const locale of PRERENDERED_LOCALES) {
    // The API fills in the head, the markup and the GraphQL cache it rendered from.
    const slots = { head: '<title></title><!--ssr-head-->', body: '<!--ssr-body-->' };
    const assets = pageAssets(modules, locale, groups);
    // Rendered for a visitor: one island, which the app takes over at the visitor's first
    // interaction (islands.ts), starting signed out as the server's render did (main.tsx).
    const html = islandsPageHtml(slots, locale, assets)
      .replace('<div id="root" ', '<div id="root" data-app-island ')
      .replace(/<\/body>/, () => '<!--ssr-state-->\n  </body>');
    if (!html.includes('<!--ssr-state-->')) throw new Error('index.html has no </body>.');
    await writeFile(join(TEMPLATE_DIR, `${name}.${locale}.html`), html);
  }
}
for (const [name, path] of Object.entries(ISLAND_DATA_PAGES)) {
  for (const locale of PRERENDERED_LOCALES) {
    // The page's module and texts; the API fills in the head, the markup and the data.
    const page = await prerenderPage(path, locale, PUBLIC_URL_PLACEHOLDER);
    const slots = { head: '<title></title><!--ssr-head-->', body: '<!--ssr-body-->' };
    const assets = pageAssets([page.pageModule], locale, page.catalogGroups);
    const html = islandsPageHtml(slots, locale, assets).replace(
      /<\/body>/,
      () => '<!--ssr-state-->\n  </body>',
    );
    if (!html.includes('<!--ssr-state-->')) throw new Error('index.html has no </body>.');
    await writeFile(join(TEMPLATE_DIR, `${name}.${locale}.html`), html);
  }
}
// The manifest was only needed here; the site does not serve it.
await rm(join(WEB_DIR, '.vite'), { recursive: true, force: true });
console.log(`prerendered ${written} pages (${PRERENDERED_PATHS.length} routes) into ${WEB_DIR}`);

/** The template with the page's head, markup, language, and links to what it will load. */
function pageHtml(page, locale, assets) {
  let html = template;
  const replace = (pattern, replacement, what) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${what}.`);
    html = html.replace(pattern, replacement);
  };
  replace(/<html lang="[^"]*"/, `<html lang="${locale}"`, '<html lang>');
  // The shell's styles travel inside the page: no request stands between HTML and first paint.
  for (const [file, style] of entryStyles) {
    replace(new RegExp(`<link rel="stylesheet"[^>]*href="/${file}"[^>]*>`), () => style, file);
  }
  replace(/\s*<meta\s+name="description"[^>]*>/, '', 'meta description');
  // The page is readable without its scripts; they only make it interactive. At low priority
  // they leave the connection to the document first (they are needed by no paint of it).
  replace(/<script type="module"/, '<script type="module" fetchpriority="low"', 'entry script');
  html = html.replaceAll(
    '<link rel="modulepreload"',
    '<link rel="modulepreload" fetchpriority="low"',
  );
  replace(/<title>[^<]*<\/title>/, () => page.head, '<title>');
  const links = [
    ...assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.js.map(
      (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`,
    ),
  ];
  replace(
    /\s*<\/head>/,
    () => `${links.map((link) => `\n    ${link}`).join('')}\n  </head>`,
    '</head>',
  );
  replace(
    /<div id="root"><\/div>/,
    () => `<div id="root" ${ROOT_MARKER}="${locale}">${page.body}</div>`,
    '#root',
  );
  return html;
}

/**
 * A page of islands: its styles as any page's, but instead of the app's entry and chunks it asks
 * only for the islands' entry (which loads each island's code itself). The app entry's address
 * and the chunks it and the page's code need go along, for when the app takes over (islands.ts).
 */
function islandsPageHtml(page, locale, assets) {
  const html = pageHtml(page, locale, { css: assets.css, js: [] });
  const appScript =
    /<script type="module" fetchpriority="low" crossorigin src="(\/[^"]+)"><\/script>/;
  const match = html.match(appScript);
  if (!match) throw new Error('index.html has no entry script.');
  const appChunks = [...chunkFiles(entry).js.map((file) => `/${file}`), ...assets.js];
  const preloads = chunkFiles(islandsEntry).js.map(
    (file) => `\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
  );
  // Rendered for a visitor: where the app takes over (islands.ts), it starts signed out (main.tsx).
  return html
    .replace('<div id="root" ', '<div id="root" data-rendered-for-visitor ')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      appScript,
      () =>
        `<script type="module" fetchpriority="low" crossorigin src="/${islandsEntry.file}" ` +
        `data-app-entry="${match[1]}" data-app-chunks="${appChunks.join(' ')}"></script>` +
        preloads.join(''),
    );
}

/**
 * Styles and chunks of the page's modules (and of the language's texts) that the entry does not
 * load anyway: linked in the head, they arrive with the entry instead of after it has run.
 */
function pageAssets(pageModules, locale, groups) {
  const css = new Set();
  const js = new Set();
  const sources = [...pageModules];
  if (locale !== DEFAULT_LOCALE) {
    for (const group of ['core', ...groups]) sources.push(catalogSource(locale, group));
  }
  for (const source of sources) {
    const chunk = manifest[source];
    if (!chunk) throw new Error(`${source} is not in the browser build's manifest.`);
    const files = chunkFiles(chunk);
    for (const file of [chunk.file, ...files.js])
      if (!loadedWithEntry.has(file)) js.add(`/${file}`);
    for (const file of files.css) css.add(`/${file}`);
  }
  for (const file of chunkFiles(entry).css) css.delete(`/${file}`);
  return { css: [...css], js: [...js] };
}

/** The manifest key of a catalog chunk (apps/web/vite/i18n-catalog-plugin.ts). */
function catalogSource(locale, group) {
  const key = Object.keys(manifest).find((name) =>
    name.endsWith(`virtual:i18n-catalog/${locale}-${group}`),
  );
  if (!key) throw new Error(`The browser build has no "${locale}-${group}" catalog chunk.`);
  return key;
}

/** `<style>` elements with the text of the given CSS files, by file. */
async function inlineStyles(files) {
  const styles = new Map();
  for (const file of files) {
    const css = await readFile(join(WEB_DIR, file), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined.`);
    styles.set(file, `<style>${css}</style>`);
  }
  return styles;
}

/** The files a chunk pulls in through static imports, itself excluded. */
function chunkFiles(chunk, seen = new Set()) {
  const css = new Set(chunk.css ?? []);
  const js = new Set();
  for (const key of chunk.imports ?? []) {
    if (seen.has(key)) continue;
    seen.add(key);
    const imported = manifest[key];
    js.add(imported.file);
    const nested = chunkFiles(imported, seen);
    nested.js.forEach((file) => js.add(file));
    nested.css.forEach((file) => css.add(file));
  }
  return { css: [...css], js: [...js] };
}
