import { PARAM_ROUTES, TICKET_PATHS } from '@platform/domain';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { hasSessionCookie } from '../modules/auth/api/session-cookie';
import type { PageCatalogGroup } from './i18n/catalog-groups';
import { requireCatalogGroup } from './i18n/catalog-store';
import { Layout } from './layout/Layout';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { PATHS, WORKSHOP_PATHS } from './paths';

/**
 * A page route: its code and (in languages other than German) its texts are fetched in
 * parallel when the route is first visited; the page renders once both are here.
 */
function page(
  group: PageCatalogGroup | readonly PageCatalogGroup[] | null,
  load: () => Promise<ComponentType>,
): Pick<RouteObject, 'lazy'> {
  const groups: readonly PageCatalogGroup[] =
    group === null ? [] : typeof group === 'string' ? [group] : group;
  return {
    lazy: async () => {
      const [Component] = await Promise.all([
        load(),
        ...groups.map((name) => requireCatalogGroup(name)),
      ]);
      return { Component };
    },
  };
}

/** A route path without the leading slash. */
const segment = (path: string) => path.replace(/^\//, '');

const authPage = page('auth', async () => (await import('../pages/AuthPage')).AuthPage);
const toLogin = () => redirect(PATHS.login);
const toAdminTab = () => redirect(`${PATHS.memberArea}?tab=admin`);
/**
 * Where the verification link ends (`?verified=1|0`): the member area when this browser is
 * signed in, else the sign-in page with the same notice.
 */
const afterVerification = ({ request }: LoaderFunctionArgs) => {
  const verified = new URL(request.url).searchParams.get('verified');
  if (verified !== '1' && verified !== '0') return redirect(PATHS.login);
  const target = hasSessionCookie() ? PATHS.memberArea : PATHS.login;
  return redirect(`${target}?verified=${verified}`);
};

const termsPage = page('terms', async () => (await import('../pages/TermsPage')).TermsPage);

// The detail page also shows the member's cancel dialog, whose texts live with the member area.
const workshopDetailPage = page(
  ['academy', 'auth'],
  async () => (await import('../pages/WorkshopDetailPage')).WorkshopDetailPage,
);

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
              'flagship',
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
          { path: segment(PATHS.admin), loader: toAdminTab },
          { path: segment(PATHS.adminUsers), loader: toAdminTab },
          { path: segment(PATHS.verifyEmail), loader: afterVerification },
          { path: segment(PATHS.privacyConsent), loader: toLogin },
          { path: segment(PATHS.debugEmail), loader: toLogin },
          {
            path: segment(PATHS.membership),
            ...page(
              'academy',
              async () => (await import('../pages/MembershipPage')).MembershipPage,
            ),
          },
          {
            path: segment(PATHS.academyCancel),
            ...page(
              'academy',
              async () => (await import('../pages/GuestCancelPage')).GuestCancelPage,
            ),
          },
          {
            path: segment(PATHS.accountDeleted),
            ...page(
              'auth',
              async () => (await import('../pages/AccountDeletedPage')).AccountDeletedPage,
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
              {
                path: segment(PATHS.academy),
                ...page('academy', async () => (await import('../pages/AcademyPage')).AcademyPage),
              },
              { path: segment(PARAM_ROUTES.academyWorkshop), ...workshopDetailPage },
              {
                path: segment(PATHS.workshops),
                ...page(
                  'academy',
                  async () => (await import('../pages/WorkshopOverviewPage')).WorkshopOverviewPage,
                ),
              },
              { path: segment(PARAM_ROUTES.workshop), ...workshopDetailPage },
              {
                path: segment(PATHS.memberArea),
                ...page(
                  ['auth', 'memberWorkshops', 'booking'],
                  async () => (await import('../pages/MemberAreaPage')).MemberAreaPage,
                ),
              },
              {
                path: segment(WORKSHOP_PATHS.myWorkshops),
                ...page(
                  'memberWorkshops',
                  async () => (await import('../pages/MyWorkshopsPage')).MyWorkshopsPage,
                ),
              },
              {
                path: segment(WORKSHOP_PATHS.create),
                ...page(
                  'memberWorkshops',
                  async () => (await import('../pages/WorkshopCreatePage')).WorkshopCreatePage,
                ),
              },
              {
                path: segment(WORKSHOP_PATHS.edit),
                ...page(
                  'memberWorkshops',
                  async () => (await import('../pages/WorkshopEditPage')).WorkshopEditPage,
                ),
              },
              {
                path: segment(WORKSHOP_PATHS.registrants),
                ...page(
                  'memberWorkshops',
                  async () =>
                    (await import('../pages/WorkshopRegistrantsPage')).WorkshopRegistrantsPage,
                ),
              },
              {
                path: segment(WORKSHOP_PATHS.review),
                ...page(
                  'memberWorkshops',
                  async () => (await import('../pages/WorkshopReviewPage')).WorkshopReviewPage,
                ),
              },
              {
                path: segment(TICKET_PATHS.mine),
                ...page('auth', async () => (await import('../pages/TicketsPage')).TicketsPage),
              },
              {
                path: segment(TICKET_PATHS.admin),
                ...page(
                  'auth',
                  async () => (await import('../pages/TicketAdminPage')).TicketAdminPage,
                ),
              },
              {
                path: segment(PARAM_ROUTES.ticket),
                ...page('auth', async () => (await import('../pages/TicketPage')).TicketPage),
              },
              {
                path: segment(PATHS.booking),
                ...page('booking', async () => (await import('../pages/BookingPage')).BookingPage),
              },
              {
                path: segment(PATHS.bookingCancel),
                ...page(
                  'booking',
                  async () => (await import('../pages/BookingCancelPage')).BookingCancelPage,
                ),
              },
              {
                path: segment(PATHS.bookingAdmin),
                ...page(
                  'booking',
                  async () => (await import('../pages/BookingAdminPage')).BookingAdminPage,
                ),
              },
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
