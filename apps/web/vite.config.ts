import react from '@vitejs/plugin-react';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions, type ProxyOptions } from 'vite';
import { graphqlDocumentsPlugin } from './vite/graphql-documents-plugin.ts';
import { i18nCatalogPlugin } from './vite/i18n-catalog-plugin.ts';
import { precompileMessagesPlugin } from './vite/precompile-messages-plugin.ts';
import { preloadDependencies } from './vite/preload-dependencies.ts';
import { SHELL_CHUNK_MODULES } from './vite/shell-chunk.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const API_TARGET = 'http://localhost:3000';

/**
 * `/auth/login`, `/auth/register` and `/auth/callback` are screens of this app, while the API
 * owns the `/auth/*` endpoints (`POST /auth/login`, `GET /auth/me`, `POST /auth/refresh`...).
 * A browser navigation (GET) to an `/auth` path stays with Vite, except the two API reads.
 */
const API_AUTH_READS = new Set(['/auth/me', '/auth/refresh']);

function keepAuthScreensInApp(req: IncomingMessage): string | undefined {
  const method = req.method ?? 'GET';
  const path = (req.url ?? '').split('?')[0] ?? '';
  if ((method === 'GET' || method === 'HEAD') && !API_AUTH_READS.has(path)) {
    return req.url; // handled by Vite (index.html fallback)
  }
  return undefined; // proxied to the API
}

const api: ProxyOptions = { target: API_TARGET, changeOrigin: false };

const UI_COMPONENT = /[\\/]libs[\\/]ui[\\/]src[\\/].+\.tsx?$/;
/** A web module's public entry (`modules/<name>/index.ts`): re-exports only, no effects. */
const MODULE_ENTRY = /[\\/]src[\\/]modules[\\/][\w-]+[\\/]index\.ts$/;

const preloads = preloadDependencies();

/** The browser build: what the server sends. */
const clientBuild: BuildEnvironmentOptions = {
  outDir: fromHere('../../dist/apps/web'),
  // A dynamic import's preload list leaves out what its importer has loaded already.
  modulePreload: { resolveDependencies: preloads.resolveDependencies },
  emptyOutDir: true,
  // Read by the prerender step (chunks and styles of each page), then removed.
  manifest: true,

  rolldownOptions: {
    // Two entries: the app (index.html → main.tsx) and the marketing pages' islands
    // (src/islands.ts, linked by tools/prerender.mjs). Stable names tell them apart (the
    // journeys check that a marketing page never asks for `app-*.js`).
    input: { app: fromHere('index.html'), islands: fromHere('src/islands.ts') },
    // The UI library's components have no effect on import: a page that takes one from the
    // index does not pull the others into its chunk (or the entry's). Likewise a module's
    // index.ts: importing one screen through it does not bring the module's other screens.
    treeshake: {
      moduleSideEffects: (id: string) =>
        UI_COMPONENT.test(id) || MODULE_ENTRY.test(id) ? false : undefined,
    },
    output: {
      entryFileNames: (chunk) =>
        chunk.facadeModuleId?.endsWith('islands.ts')
          ? 'assets/islands-[hash].js'
          : 'assets/app-[hash].js',
      // The framework changes less often than our code: separate chunks stay cached across
      // releases. Apart from `apollo`, only libraries every page needs belong here (they load
      // with the entry).
      codeSplitting: {
        groups: [
          { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
          // Shared by Apollo and rrule (workshop dates): a group of its own, or the workshop
          // page would pull in the whole Apollo chunk to get these few helpers.
          { name: 'tslib', test: /[\\/]node_modules[\\/]tslib[\\/]/, priority: 1 },
          // Loaded only under the GraphQL layout route (shared/graphql/ApolloRoot.tsx).
          {
            name: 'apollo',
            test: /[\\/]node_modules[\\/](@apollo|@wry|graphql|optimism|rxjs)[\\/]/,
          },
          {
            name: 'intl',
            test: /[\\/]node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/,
          },
          // What the app and the marketing pages' header and consent islands share, in one chunk
          // (vite/shell-chunk.ts). Without its dependencies: those stay in their own chunks (the
          // libraries above, the domain's modules the islands' entry imports).
          { name: 'shell', test: SHELL_CHUNK_MODULES, includeDependenciesRecursively: false },
        ],
      },
    },
  },
};

/** The server build of `src/entry-server.tsx`, used only by the prerender step. */
const PRERENDER_OUT_DIR = fromHere('../../dist/apps/web-prerender');

const REACT_ROUTER_PRODUCTION = (file: string) =>
  fromHere(`../../node_modules/react-router/dist/production/${file}`);

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: fromHere('.'),
  plugins: [
    react(),
    graphqlDocumentsPlugin({ generatedDir: fromHere('src/graphql/generated') }),
    i18nCatalogPlugin({ catalogDir: fromHere('src/i18n') }),
    precompileMessagesPlugin({ include: /[\\/](apps[\\/]web|libs[\\/]ui)[\\/]src[\\/].+\.tsx?$/ }),
    preloads.plugin,
  ],
  resolve: {
    alias: [
      { find: /^@platform\/domain$/, replacement: fromHere('../../libs/domain/src/index.ts') },
      { find: /^@platform\/ui$/, replacement: fromHere('../../libs/ui/src/index.ts') },
      { find: /^@platform\/ui\/(.+)$/, replacement: `${fromHere('../../libs/ui/src')}/$1` },
      // react-router's package points every condition at its development build (dev warnings
      // switched on); the production build beside it has them off, so the minifier drops them.
      ...(mode === 'production'
        ? [
            // Every message arrives parsed (precompile-messages-plugin.ts, i18n-catalog-plugin.ts).
            ...(isSsrBuild
              ? []
              : [
                  {
                    find: /^@formatjs\/icu-messageformat-parser$/,
                    replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
                  },
                ]),
            { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION('index.mjs') },
            { find: /^react-router\/dom$/, replacement: REACT_ROUTER_PRODUCTION('dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: isSsrBuild
    ? { outDir: PRERENDER_OUT_DIR, emptyOutDir: true, copyPublicDir: false }
    : clientBuild,
  server: {
    port: 4200,
    strictPort: true,
    proxy: {
      // Whole path segments only, so that e.g. `/apiary` would not be proxied.
      '^/(graphql|api|health|media|profiles)(/|\\?|$)': api,
      '^/auth(/|\\?|$)': { ...api, bypass: keepAuthScreensInApp },
    },
  },
}));
