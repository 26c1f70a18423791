import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import type { PageCatalogGroup } from './i18n/catalog-groups';
import { requireCatalogGroup } from './i18n/catalog-store';
import { Layout } from './layout/Layout';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { ACADEMY_PATHS } from '../modules/academy/academy-paths';
import { PATHS } from './paths';

/**
 * A page route: its code and (in languages other than German) its texts are fetched in
 * parallel when the route is first visited; the page renders once both are here.
 */
function page(
  group: PageCatalogGroup | null,
  load: () => Promise<ComponentType>,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Component] = await Promise.all([
        load(),
        group ? requireCatalogGroup(group) : Promise.resolve(),
      ]);
      return { Component };
    },
  };
}

/** A route path without the leading slash. */
const segment = (path: string) => path.replace(/^\//, '');

const authPage = page('auth', async () => (await import('../pages/AuthPage')).AuthPage);
const toLogin = () => redirect(PATHS.login);

const workshopDetailPage = page(
  'academy',
  async () => (await import('../pages/WorkshopDetailPage')).WorkshopDetailPage,
);

/** The Academy's GraphQL screens (below the Apollo layout route). */
const academyRoutes: RouteObject[] = [
  {
    path: segment(ACADEMY_PATHS.academy),
    ...page('academy', async () => (await import('../pages/AcademyPage')).AcademyPage),
  },
  {
    path: segment(ACADEMY_PATHS.guestCancel),
    ...page('academy', async () => (await import('../pages/GuestCancelPage')).GuestCancelPage),
  },
  { path: `${segment(ACADEMY_PATHS.academy)}/:slug`, ...workshopDetailPage },
  {
    path: segment(ACADEMY_PATHS.overview),
    ...page(
      'academy',
      async () => (await import('../pages/WorkshopOverviewPage')).WorkshopOverviewPage,
    ),
  },
  { path: `${segment(ACADEMY_PATHS.overview)}/:slug`, ...workshopDetailPage },
];

const termsPage = page('terms', async () => (await import('../pages/TermsPage')).TermsPage);

/** Each page is its own chunk, fetched when its route is first visited. */
export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: RouteErrorPage,
    // Rendered only if the first page's code is still loading; main.tsx waits for it anyway.
    HydrateFallback: () => null,
    children: [
      {
        // Errors of a page show inside the layout, with header and footer still usable.
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            ...page('home', async () => (await import('../pages/HomePage')).HomePage),
          },
          {
            path: segment(PATHS.services),
            ...page('services', async () => (await import('../pages/ServicesPage')).ServicesPage),
          },
          {
            path: segment(PATHS.about),
            ...page('about', async () => (await import('../pages/AboutPage')).AboutPage),
          },
          {
            path: segment(PATHS.vision),
            ...page('vision', async () => (await import('../pages/VisionPage')).VisionPage),
          },
          {
            path: segment(PATHS.contact),
            ...page('contact', async () => (await import('../pages/ContactPage')).ContactPage),
          },
          {
            path: segment(PATHS.shareExpertise),
            ...page(
              'expertise',
              async () => (await import('../pages/ShareExpertisePage')).ShareExpertisePage,
            ),
          },
          {
            path: segment(PATHS.websiteWorkshop),
            ...page(
              'workshop',
              async () => (await import('../pages/WebsiteWorkshopPage')).WebsiteWorkshopPage,
            ),
          },
          {
            path: segment(PATHS.privacy),
            ...page('privacy', async () => (await import('../pages/PrivacyPage')).PrivacyPage),
          },
          {
            path: segment(PATHS.imprint),
            ...page('imprint', async () => (await import('../pages/ImprintPage')).ImprintPage),
          },
          { path: segment(PATHS.login), ...authPage },
          { path: segment(PATHS.register), ...authPage },
          {
            path: segment(PATHS.authCallback),
            ...page(
              'auth',
              async () => (await import('../pages/AuthCallbackPage')).AuthCallbackPage,
            ),
          },
          {
            path: segment(PATHS.passwordReset),
            ...page(
              'auth',
              async () => (await import('../pages/ResetPasswordPage')).ResetPasswordPage,
            ),
          },
          {
            path: segment(PATHS.memberArea),
            ...page('auth', async () => (await import('../pages/MemberAreaPage')).MemberAreaPage),
          },
          { path: segment(PATHS.verifyEmail), loader: toLogin },
          { path: segment(PATHS.privacyConsent), loader: toLogin },
          { path: segment(PATHS.debugEmail), loader: toLogin },
          {
            path: segment(ACADEMY_PATHS.membership),
            ...page(
              'academy',
              async () => (await import('../pages/MembershipPage')).MembershipPage,
            ),
          },
          { path: segment(PATHS.terms), ...termsPage },
          { path: segment(PATHS.termsAlias), ...termsPage },
          {
            // Screens that talk GraphQL sit below this layout route, which brings Apollo
            // Client along; the marketing pages above never load it.
            lazy: async () => ({ Component: (await import('./apollo/ApolloRoot')).ApolloRoot }),
            children: [
              {
                path: segment(PATHS.status),
                ...page('status', async () => (await import('../pages/StatusPage')).StatusPage),
              },
              ...academyRoutes,
            ],
          },
          {
            path: '*',
            ...page(null, async () => (await import('../pages/NotFoundPage')).NotFoundPage),
          },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/** Resolves once the router has matched the first URL and loaded that page's code. */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}
