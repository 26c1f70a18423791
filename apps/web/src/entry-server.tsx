/**
 * Rendering on the server, from a Vite SSR build of this file: at build time the public pages
 * (tools/prerender.mjs, after `vite build`), and per request the pages whose content is data
 * (the Academy, `renderDataPage`, and the About page with its team, `renderAboutPage`; the API
 * calls them, see apps/api/src/core/web/page-renderer.ts).
 * The tree is the browser's (AppProviders + the same routes), so the markup hydrates as it is.
 */
import { ApolloClient, ApolloLink, HttpLink, type NormalizedCacheObject } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { LOCALES, PATHS, isServerRenderedRoute, type Locale } from '@platform/domain';
import { StrictMode, type ReactNode } from 'react';
import { tap } from 'rxjs';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './shell/App';
import { createCache } from './shared/graphql/client';
import { listingAsGet } from './shared/graphql/listing-as-get';
import {
  pageDataHtml,
  ServerPageQueriesContext,
  type PageData,
  type RenderedQuery,
} from './shared/graphql/page-data';
import { ServerApolloClientContext, serverStateHtml } from './shared/graphql/server-state';
import { loadLocale, setTargetLocale } from './shared/i18n/catalog-store';
import {
  escapeHtmlText,
  headTagsToHtml,
  pageHeadTags,
  type PageMetaValues,
} from './shared/meta/page-head';
import {
  PageMetaCollectorContext,
  type PageMetaCollector,
} from './shared/meta/page-meta-collector';
import { fetchTeamProfiles } from './modules/team/api/fetch-team-profiles';
import { ServerTeamProfilesContext, teamStateHtml } from './modules/team/api/team-page-state';
import { AppRoutes, isForwardRoute, lazyPageOf } from './shell/router';
import { preloadRoute } from './shell/routing/preload-route';
import { preloadOnDemandParts } from './shared/hydration/on-demand';

/** The public pages search engines and first-time visitors land on. */
export const PRERENDERED_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.services,
  PATHS.about,
  PATHS.vision,
  PATHS.contact,
  PATHS.projectRequest,
  PATHS.shareExpertise,
  PATHS.websiteWorkshop,
  PATHS.privacy,
  PATHS.imprint,
  PATHS.terms,
  PATHS.termsAlias,
];

/**
 * Of those, the pages that load `src/islands.ts` instead of the app, and the ones among them the
 * API renders per request (islands/island-paths.ts).
 */
export { ISLAND_DATA_PAGES, ISLAND_PATHS } from './islands/island-paths';

export const PRERENDERED_LOCALES: readonly Locale[] = LOCALES;

export interface PrerenderedPage {
  /** The markup inside `#root`. */
  body: string;
  /** `<title>` and the tags of the page's head (description, canonical, alternates, Open Graph). */
  head: string;
  /** The page component's source file (`src/pages/<Name>.tsx`), to link its chunk. */
  pageModule: string;
  /** The groups of texts the page needs besides the shell's, to link them for other languages. */
  catalogGroups: readonly string[];
}

/**
 * Renders one page in one language. `origin` goes into the absolute URLs of the head (the
 * server replaces a placeholder with its public URL when it serves the file).
 */
export async function prerenderPage(
  pathname: string,
  locale: Locale,
  origin: string,
  /** As a visitor sees it (signed out), for pages whose header hydrates as an island. */
  forVisitor = false,
): Promise<PrerenderedPage> {
  const routed = await routeFor(pathname, locale);
  if (!routed.page) throw new Error(`${pathname} does not render as a page (${routed.outcome}).`);
  const { meta, markup } = await collectMeta(
    (tree) => renderToString(tree),
    routed,
    locale,
    forVisitor ? 'anonymous' : undefined,
  );
  if (!meta) throw new Error(`${pathname} does not call usePageMeta.`);
  const tags = pageHeadTags({ ...meta, origin, pathname, locale });
  return {
    body: markup,
    head: `<title>${escapeHtmlText(meta.title)}</title>\n    ${headTagsToHtml(tags)}`,
    pageModule: pageModuleOf(routed.page, pathname),
    catalogGroups: routed.catalogGroups,
  };
}

export interface DataPageRequest {
  /** Path and query of the request, e.g. `/academy?page=2&format=ONLINE`. */
  url: string;
  locale: Locale;
  /** Where this server's GraphQL endpoint answers (queried without credentials). */
  graphqlUrl: string;
  origin: string;
}

export interface RenderedDataPage {
  body: string;
  /** `<title>` and the head tags from the page's `usePageMeta`. */
  head: string;
  /**
   * The GraphQL cache the page was rendered from and its queries' results (the page-data
   * hooks' first render), as JSON script elements.
   */
  state: string;
}

/**
 * Renders a page whose content is data (see `SERVER_RENDERED_ROUTES`) as a visitor without a
 * session sees it: its queries run against the API, and the resulting cache travels with the
 * page so the browser's first render is the same. Null for any other path or outcome (the
 * caller then sends the plain shell). Not reentrant: the texts' language is process-wide.
 */
export async function renderDataPage(request: DataPageRequest): Promise<RenderedDataPage | null> {
  const { pathname } = new URL(request.url, 'http://render.invalid');
  if (!isServerRenderedRoute(pathname)) return null;
  const routed = await routeFor(request.url, request.locale);
  if (!routed.page) return null;
  // A query that failed would leave its error state in the markup (and in the cache of
  // rendered pages): then the visitor gets the shell, which loads the data itself.
  let failed = false;
  const noteFailures = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: (result) => {
          if (result.errors?.length) failed = true;
        },
        error: () => {
          failed = true;
        },
      }),
    ),
  );
  const client = new ApolloClient({
    ssrMode: true,
    link: ApolloLink.from([
      noteFailures,
      listingAsGet,
      new HttpLink({ uri: request.graphqlUrl, headers: { 'x-locale': request.locale } }),
    ]),
    cache: createCache(),
    // Unmasked: the Academy's components read their fragments from the objects handed down
    // (`fragmentData`), as in the browser, where their data comes unmasked from `usePageQuery`.
    dataMasking: false,
  });
  const rendered = new Map<string, RenderedQuery>();
  const pageQueries = {
    useQuery: useQuery as never,
    rendered: (query: RenderedQuery) => rendered.set(query.key, query),
  };
  try {
    const { meta, markup } = await collectMeta(
      async (tree) => {
        const { result, aborted } = await prerenderStatic({
          tree: (
            <ServerApolloClientContext value={client}>
              <ServerPageQueriesContext value={pageQueries}>{tree}</ServerPageQueriesContext>
            </ServerApolloClientContext>
          ),
          context: { client },
          renderFunction: renderToString,
          maxRerenders: 5,
        });
        if (aborted) throw new Error(`${pathname}: rendering was aborted.`);
        return result;
      },
      routed,
      request.locale,
      'anonymous',
    );
    if (!meta || failed) return null;
    const tags = pageHeadTags({
      ...meta,
      origin: request.origin,
      pathname,
      locale: request.locale,
    });
    return {
      body: markup,
      head: `<title>${escapeHtmlText(meta.title)}</title>\n    ${headTagsToHtml(tags)}`,
      state:
        serverStateHtml(client.extract() as NormalizedCacheObject) +
        pageDataHtml(pageDataOf(client, rendered.values())),
    };
  } finally {
    client.stop();
  }
}

export interface AboutPageRequest {
  locale: Locale;
  /** Where this server answers `GET /profiles/team` (asked without credentials). */
  teamUrl: string;
  origin: string;
}

/**
 * The About page with its team, as the islands page shows it to everyone (the profiles are
 * public and the same for every viewer): the profiles come from the API's `/profiles/team`,
 * parsed as the browser parses them, and travel with the page (`state`) for the case the app
 * takes it over. Null when the team cannot be loaded (the caller sends the prerendered file,
 * which loads the team in the browser). Not reentrant, as `renderDataPage`.
 */
export async function renderAboutPage(request: AboutPageRequest): Promise<RenderedDataPage | null> {
  let profiles;
  try {
    profiles = await fetchTeamProfiles(AbortSignal.timeout(4_000), request.teamUrl);
  } catch {
    return null;
  }
  const routed = await routeFor(PATHS.about, request.locale);
  if (!routed.page) return null;
  const { meta, markup } = await collectMeta(
    (tree) =>
      renderToString(
        <ServerTeamProfilesContext value={profiles}>{tree}</ServerTeamProfilesContext>,
      ),
    routed,
    request.locale,
    'anonymous',
  );
  if (!meta) return null;
  const tags = pageHeadTags({
    ...meta,
    origin: request.origin,
    pathname: PATHS.about,
    locale: request.locale,
  });
  return {
    body: markup,
    head: `<title>${escapeHtmlText(meta.title)}</title>\n    ${headTagsToHtml(tags)}`,
    state: teamStateHtml(profiles),
  };
}

/** The results of the page-data queries rendered, read (unmasked) from the cache. */
function pageDataOf(client: ApolloClient, queries: Iterable<RenderedQuery>): PageData {
  const data: PageData = {};
  for (const { key, document, variables } of queries) {
    const result = client.cache.readQuery({ query: document, variables });
    if (result) data[key] = result;
  }
  return data;
}

interface Routed {
  url: string;
  /** The page component shown, when the URL shows a page (not a forward or "not found"). */
  page?: { name: string };
  outcome: 'page' | 'forward' | 'not found';
  catalogGroups: readonly string[];
}

/** The groups of texts a path's page needs (the prerender step links them in its templates). */
export async function pageCatalogGroups(pathname: string): Promise<readonly string[]> {
  return (await routeFor(pathname, 'de')).catalogGroups;
}

/** Matches the URL and loads its lazy routes (and their texts, in this language). */
async function routeFor(url: string, locale: Locale): Promise<Routed> {
  // The route's texts load in this language when its lazy page loads.
  setTargetLocale(locale);
  await loadLocale(locale);
  const { pathname } = new URL(url, 'http://prerender.invalid');
  const matches = await preloadRoute(pathname);
  // The parts a page loads on demand in the browser are in its markup.
  await preloadOnDemandParts();
  const catalogGroups = matches.flatMap((match) => lazyPageOf(match.route)?.catalogGroups ?? []);
  const last = matches.at(-1)?.route;
  if (!last || last.path === '*') return { url, outcome: 'not found', catalogGroups };
  if (isForwardRoute(last)) return { url, outcome: 'forward', catalogGroups };
  return { url, page: lazyPageOf(last)?.loaded(), outcome: 'page', catalogGroups };
}

/** Renders the routed page inside the app's providers; the innermost page's meta comes last. */
async function collectMeta(
  render: (tree: ReactNode) => string | Promise<string>,
  routed: Routed,
  locale: Locale,
  initialAuthStatus?: 'anonymous',
): Promise<{ markup: string; meta?: PageMetaValues }> {
  const reported: { meta?: PageMetaValues } = {};
  const collector: PageMetaCollector = (values) => {
    reported.meta = values;
  };
  const markup = await render(
    <StrictMode>
      <PageMetaCollectorContext value={collector}>
        <AppProviders initialLocale={locale} initialAuthStatus={initialAuthStatus}>
          <StaticRouter location={routed.url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PageMetaCollectorContext>
    </StrictMode>,
  );
  return { markup, meta: reported.meta };
}

/** Each page component lives in `src/pages/` in a file of its own name (see router.tsx). */
function pageModuleOf(component: { name: string } | undefined, pathname: string): string {
  const name = component?.name.replace(/\$\d+$/, '');
  if (!name) throw new Error(`${pathname} has no named page component.`);
  return `src/pages/${name}.tsx`;
}
