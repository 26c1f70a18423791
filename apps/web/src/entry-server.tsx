/**
 * Build-time rendering of the public pages (run by tools/prerender.mjs after `vite build`,
 * from a Vite SSR build of this file). The tree is the browser's (AppProviders + the same
 * routes), so the markup hydrates as it is.
 */
import { LOCALES, PATHS, type Locale } from '@platform/domain';
import { StrictMode, isValidElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type DataRouteObject,
} from 'react-router-dom';
import { AppProviders } from './app/App';
import { loadLocale, setTargetLocale } from './app/i18n/catalog-store';
import {
  escapeHtmlText,
  headTagsToHtml,
  pageHeadTags,
  type PageMetaValues,
} from './app/meta/page-head';
import { PageMetaCollectorContext, type PageMetaCollector } from './app/meta/page-meta-collector';
import { routes } from './app/router';

/** The public pages search engines and first-time visitors land on. */
export const PRERENDERED_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.services,
  PATHS.about,
  PATHS.vision,
  PATHS.contact,
  PATHS.shareExpertise,
  PATHS.websiteWorkshop,
  PATHS.privacy,
  PATHS.imprint,
  PATHS.terms,
  PATHS.termsAlias,
];

export const PRERENDERED_LOCALES: readonly Locale[] = LOCALES;

export interface PrerenderedPage {
  /** The markup inside `#root`. */
  body: string;
  /** `<title>` and the tags of the page's head (description, canonical, alternates, Open Graph). */
  head: string;
  /** The page component's source file (`src/pages/<Name>.tsx`), to link its chunk. */
  pageModule: string;
}

/**
 * Renders one page in one language. `origin` goes into the absolute URLs of the head (the
 * server replaces a placeholder with its public URL when it serves the file).
 */
export async function prerenderPage(
  pathname: string,
  locale: Locale,
  origin: string,
): Promise<PrerenderedPage> {
  // The route's texts load in this language when the static handler resolves its lazy route.
  setTargetLocale(locale);
  await loadLocale(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) {
    throw new Error(`${pathname} answers with a redirect (${context.status}).`);
  }
  if (context.statusCode !== 200 || context.errors) {
    throw new Error(`${pathname} does not render as a page (status ${context.statusCode}).`);
  }

  // The innermost page's call comes last.
  const reported: { meta?: PageMetaValues } = {};
  const collector: PageMetaCollector = (values) => {
    reported.meta = values;
  };
  const body = renderToString(
    <StrictMode>
      <PageMetaCollectorContext value={collector}>
        <AppProviders initialLocale={locale}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </PageMetaCollectorContext>
    </StrictMode>,
  );
  const { meta } = reported;
  if (!meta) throw new Error(`${pathname} does not call usePageMeta.`);
  const tags = pageHeadTags({ ...meta, origin, pathname, locale });
  return {
    body,
    head: `<title>${escapeHtmlText(meta.title)}</title>\n    ${headTagsToHtml(tags)}`,
    pageModule: pageModuleOf(pageComponent(context.matches.at(-1)?.route), pathname),
  };
}

/** The router keeps a lazy route's component as an element once it is loaded. */
function pageComponent(route: DataRouteObject | undefined): { name: string } | undefined {
  if (!route) return undefined;
  const { Component, element } = route as { Component?: unknown; element?: unknown };
  const type = Component ?? (isValidElement(element) ? element.type : undefined);
  return typeof type === 'function' ? type : undefined;
}

/** Each page component lives in `src/pages/` in a file of its own name (see router.tsx). */
function pageModuleOf(component: { name: string } | undefined, pathname: string): string {
  const name = component?.name.replace(/\$\d+$/, '');
  if (!name) throw new Error(`${pathname} has no named page component.`);
  return `src/pages/${name}.tsx`;
}
