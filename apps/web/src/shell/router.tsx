import { CERTIFICATE_PATHS, PARAM_ROUTES, TICKET_PATHS } from '@platform/domain';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { PATHS, WORKSHOP_PATHS } from '../shared/paths';
import { lazyPage, type LazyPage } from './routing/lazy-page';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { VerificationRedirect } from './routing/VerificationRedirect';

/** A route path without the leading slash. */
const segment = (path: string) => path.replace(/^\//, '');

const authPage = lazyPage('auth', async () => (await import('../pages/AuthPage')).AuthPage);
/** Marks a path that only forwards (old addresses, the end of the verification link). */
const forward = { forward: true };
const toLogin = { element: <Navigate to={PATHS.login} replace />, handle: forward };
const toAdminTab = {
  element: <Navigate to={`${PATHS.memberArea}?tab=admin`} replace />,
  handle: forward,
};

const termsPage = lazyPage('terms', async () => (await import('../pages/TermsPage')).TermsPage);

// The flagship's guests register with its form, which brings its `flagship` texts along
// (WorkshopRegistrationCard).
const workshopDetailPage = lazyPage(
  'academy',
  async () => (await import('../pages/WorkshopDetailPage')).WorkshopDetailPage,
);

/** Each page is its own chunk, fetched when its route is first visited. */
export const routes: RouteObject[] = [
  {
    Component: Layout,
    // A page's errors show inside the layout, with header and footer still usable.
    children: [
      {
        children: [
          {
            index: true,
            Component: lazyPage('home', async () => (await import('../pages/HomePage')).HomePage),
          },
          {
            path: segment(PATHS.services),
            Component: lazyPage(
              'services',
              async () => (await import('../pages/ServicesPage')).ServicesPage,
            ),
          },
          {
            path: segment(PATHS.about),
            Component: lazyPage(
              'about',
              async () => (await import('../pages/AboutPage')).AboutPage,
            ),
          },
          {
            path: segment(PATHS.vision),
            Component: lazyPage(
              'vision',
              async () => (await import('../pages/VisionPage')).VisionPage,
            ),
          },
          {
            path: segment(PATHS.contact),
            Component: lazyPage(
              'contact',
              async () => (await import('../pages/ContactPage')).ContactPage,
            ),
          },
          {
            path: segment(PATHS.projectRequest),
            Component: lazyPage(
              'projects',
              async () => (await import('../pages/ProjectRequestPage')).ProjectRequestPage,
            ),
          },
          {
            path: segment(PATHS.shareExpertise),
            Component: lazyPage(
              'expertise',
              async () => (await import('../pages/ShareExpertisePage')).ShareExpertisePage,
            ),
          },
          {
            path: segment(PATHS.websiteWorkshop),
            Component: lazyPage(
              'flagship',
              async () => (await import('../pages/WebsiteWorkshopPage')).WebsiteWorkshopPage,
            ),
          },
          {
            path: segment(PATHS.privacy),
            Component: lazyPage(
              'privacy',
              async () => (await import('../pages/PrivacyPage')).PrivacyPage,
            ),
          },
          {
            path: segment(PATHS.imprint),
            Component: lazyPage(
              'imprint',
              async () => (await import('../pages/ImprintPage')).ImprintPage,
            ),
          },
          { path: segment(PATHS.login), Component: authPage },
          { path: segment(PATHS.register), Component: authPage },
          {
            path: segment(PATHS.authCallback),
            Component: lazyPage(
              'auth',
              async () => (await import('../pages/AuthCallbackPage')).AuthCallbackPage,
            ),
          },
          {
            path: segment(PATHS.signInLink),
            Component: lazyPage(
              'auth',
              async () => (await import('../pages/SignInLinkPage')).SignInLinkPage,
            ),
          },
          {
            path: segment(PATHS.passwordReset),
            Component: lazyPage(
              'auth',
              async () => (await import('../pages/ResetPasswordPage')).ResetPasswordPage,
            ),
          },
          { path: segment(PATHS.admin), ...toAdminTab },
          { path: segment(PATHS.adminUsers), ...toAdminTab },
          {
            path: segment(PATHS.verifyEmail),
            element: <VerificationRedirect />,
            handle: forward,
          },
          { path: segment(PATHS.privacyConsent), ...toLogin },
          { path: segment(PATHS.debugEmail), ...toLogin },
          {
            path: segment(PATHS.membership),
            Component: lazyPage(
              ['academy', 'academyRegistration', 'billing'],
              async () => (await import('../pages/MembershipPage')).MembershipPage,
            ),
          },
          {
            path: segment(PATHS.accountDeleted),
            Component: lazyPage(
              'auth',
              async () => (await import('../pages/AccountDeletedPage')).AccountDeletedPage,
            ),
          },
          { path: segment(PATHS.terms), Component: termsPage },
          { path: segment(PATHS.termsAlias), Component: termsPage },
          // The Academy's pages render from the server's data through the page-data hooks
          // (shared/graphql/usePageQuery.ts): Apollo Client loads only when they need it.
          {
            path: segment(PATHS.academy),
            Component: lazyPage(
              'academy',
              async () => (await import('../pages/AcademyPage')).AcademyPage,
            ),
          },
          { path: segment(PARAM_ROUTES.academyWorkshop), Component: workshopDetailPage },
          {
            path: segment(PATHS.workshops),
            Component: lazyPage(
              'academy',
              async () => (await import('../pages/WorkshopOverviewPage')).WorkshopOverviewPage,
            ),
          },
          { path: segment(PARAM_ROUTES.workshop), Component: workshopDetailPage },
          {
            // Screens that talk GraphQL sit below this layout route, which brings Apollo
            // Client along; the marketing pages above never load it.
            Component: lazyPage(
              null,
              async () => (await import('../shared/graphql/ApolloRoot')).ApolloRoot,
            ),
            children: [
              {
                path: segment(PATHS.status),
                Component: lazyPage(
                  'status',
                  async () => (await import('../pages/StatusPage')).StatusPage,
                ),
              },
              {
                // Under Apollo: the guest's page shows the registration's materials.
                path: segment(PATHS.academyCancel),
                Component: lazyPage(
                  ['academy', 'academyRegistration', 'billing'],
                  async () => (await import('../pages/GuestCancelPage')).GuestCancelPage,
                ),
              },
              {
                path: segment(PATHS.feedback),
                Component: lazyPage(
                  ['academy', 'academyRegistration'],
                  async () => (await import('../pages/FeedbackPage')).FeedbackPage,
                ),
              },
              {
                path: segment(PATHS.memberArea),
                Component: lazyPage(
                  [
                    'auth',
                    'memberWorkshops',
                    'booking',
                    'academy',
                    'academyRegistration',
                    'billing',
                    'projects',
                    'certificates',
                  ],
                  async () => (await import('../pages/MemberAreaPage')).MemberAreaPage,
                ),
              },
              {
                path: segment(WORKSHOP_PATHS.myWorkshops),
                Component: lazyPage(
                  'memberWorkshops',
                  async () => (await import('../pages/MyWorkshopsPage')).MyWorkshopsPage,
                ),
              },
              {
                path: segment(WORKSHOP_PATHS.create),
                Component: lazyPage(
                  'memberWorkshops',
                  async () => (await import('../pages/WorkshopCreatePage')).WorkshopCreatePage,
                ),
              },
              {
                path: segment(WORKSHOP_PATHS.edit),
                Component: lazyPage(
                  'memberWorkshops',
                  async () => (await import('../pages/WorkshopEditPage')).WorkshopEditPage,
                ),
              },
              {
                path: segment(WORKSHOP_PATHS.registrants),
                Component: lazyPage(
                  'memberWorkshops',
                  async () =>
                    (await import('../pages/WorkshopRegistrantsPage')).WorkshopRegistrantsPage,
                ),
              },
              {
                path: segment(WORKSHOP_PATHS.checkIn),
                Component: lazyPage(
                  'checkin',
                  async () => (await import('../pages/CheckinPage')).CheckinPage,
                ),
              },
              {
                path: segment(WORKSHOP_PATHS.review),
                Component: lazyPage(
                  'memberWorkshops',
                  async () => (await import('../pages/WorkshopReviewPage')).WorkshopReviewPage,
                ),
              },
              {
                path: segment(TICKET_PATHS.mine),
                Component: lazyPage(
                  'auth',
                  async () => (await import('../pages/TicketsPage')).TicketsPage,
                ),
              },
              {
                path: segment(TICKET_PATHS.admin),
                Component: lazyPage(
                  'auth',
                  async () => (await import('../pages/TicketAdminPage')).TicketAdminPage,
                ),
              },
              {
                path: segment(PARAM_ROUTES.ticket),
                Component: lazyPage(
                  'auth',
                  async () => (await import('../pages/TicketPage')).TicketPage,
                ),
              },
              {
                path: segment(CERTIFICATE_PATHS.verify),
                Component: lazyPage(
                  'certificates',
                  async () =>
                    (await import('../pages/CertificateVerifyPage')).CertificateVerifyPage,
                ),
              },
              {
                path: segment(PATHS.projectRequestFollow),
                Component: lazyPage(
                  'projects',
                  async () =>
                    (await import('../pages/ProjectRequestFollowPage')).ProjectRequestFollowPage,
                ),
              },
              {
                path: segment(PATHS.booking),
                Component: lazyPage(
                  'booking',
                  async () => (await import('../pages/BookingPage')).BookingPage,
                ),
              },
              {
                path: segment(PATHS.bookingCancel),
                Component: lazyPage(
                  'booking',
                  async () => (await import('../pages/BookingCancelPage')).BookingCancelPage,
                ),
              },
              {
                path: segment(PATHS.bookingReschedule),
                Component: lazyPage(
                  'booking',
                  async () =>
                    (await import('../pages/BookingReschedulePage')).BookingReschedulePage,
                ),
              },
              {
                path: segment(PATHS.bookingAdmin),
                Component: lazyPage(
                  'booking',
                  async () => (await import('../pages/BookingAdminPage')).BookingAdminPage,
                ),
              },
              {
                path: segment(PATHS.myConsultations),
                Component: lazyPage(
                  'booking',
                  async () => (await import('../pages/MyConsultationsPage')).MyConsultationsPage,
                ),
              },
            ],
          },
          {
            path: '*',
            Component: lazyPage(
              null,
              async () => (await import('../pages/NotFoundPage')).NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

/** The routes as elements, inside the browser's router or the server's static one. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  // The layout's own failures; a page's show inside the layout (Layout.tsx).
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}

/** Whether a route only forwards elsewhere (never rendered on the server). */
export function isForwardRoute(route: RouteObject): boolean {
  return (route.handle as { forward?: boolean } | undefined)?.forward === true;
}

/** The lazily loaded component of a route, if it has one. */
export function lazyPageOf(route: RouteObject): LazyPage | undefined {
  const component = route.Component as Partial<LazyPage> | null | undefined;
  return typeof component?.preload === 'function' ? (component as LazyPage) : undefined;
}
