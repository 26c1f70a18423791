import { CERTIFICATE_PATHS } from './certificates.js';
import { TICKET_PATHS } from './tickets.js';

/** The public paths of the site, shared by the client's routes and the server's sitemap. */
export const PATHS = {
  home: '/',
  services: '/leistungen',
  about: '/ueber-uns',
  vision: '/unsere-vision',
  contact: '/kontakt',
  /** The companies' project request form (public, prerendered). */
  projectRequest: '/projekt-anfragen',
  /** The mailed secret link to follow a project request (`?token=`; not in the sitemap). */
  projectRequestFollow: '/projekt-anfragen/verfolgen',
  booking: '/termin',
  bookingCancel: '/termin/stornieren',
  bookingReschedule: '/termin/verschieben',
  shareExpertise: '/expertise-teilen',
  websiteWorkshop: '/workshops/websites-mit-ki',
  privacy: '/datenschutz',
  imprint: '/impressum',
  terms: '/nutzungsbedingungen',
  termsAlias: '/agb',
  login: '/auth/login',
  register: '/auth/register',
  authCallback: '/auth/callback',
  passwordReset: '/auth/reset',
  /** The mailed one-time sign-in link lands here. */
  signInLink: '/auth/sign-in-link',
  verifyEmail: '/verify-email',
  privacyConsent: '/privacy-consent',
  debugEmail: '/debug-email',
  memberArea: '/member-area',
  /** Where a member lands after deleting the account (not in the sitemap). */
  accountDeleted: '/konto-geloescht',
  memberTickets: '/member-area/tickets',
  admin: '/admin',
  adminUsers: '/admin/users',
  academy: '/academy',
  bookingAdmin: '/member-area/booking',
  /** A consultant's own upcoming consultations (linked from their booking mails). */
  myConsultations: '/member-area/beratungen',
  academyCancel: '/academy/cancel',
  /** An attendee's feedback on a session (`?registration=&token=`; not in the sitemap). */
  feedback: '/bewertung',
  workshops: '/workshop',
  membership: '/membership',
  status: '/status',
} as const;

/** What search engines should find (aliases, sign-in and status pages left out). */
export const SITEMAP_PATHS: readonly string[] = [
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
  PATHS.booking,
  PATHS.academy,
  PATHS.workshops,
  PATHS.membership,
];

/** The member's workshop screens (not public, so not in the sitemap). */
export const WORKSHOP_PATHS = {
  myWorkshops: '/member-area/workshops',
  create: '/member-area/workshops/new',
  edit: '/member-area/workshops/:id/edit',
  review: '/member-area/workshops/review',
  registrants: '/member-area/workshops/:id/registrants',
  /** A session's check-in (the host, admins and the helpers the host named). */
  checkIn: '/member-area/workshops/:id/check-in/:sessionId',
  /** Where the member lands after saving: the My Workshops tab of the member area. */
  memberAreaTab: '/member-area?tab=workshops',
  profileTab: '/member-area?tab=profile',
} as const;

/**
 * The calendar feeds (served by the API, not routes of the client): the Academy's public feed,
 * one per public workshop, and a member's private feed behind the secret in its address.
 */
export const CALENDAR_FEED_PATHS = {
  academy: `${PATHS.academy}/kalender.ics`,
  academyWorkshop: `${PATHS.academy}/:slug/kalender.ics`,
  private: '/kalender/:secret.ics',
} as const;

/** The `webcal://` address calendar programs subscribe to, for an `http(s)://` feed address. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, 'webcal://');
}

/** Route patterns with parameters (`:name` is one path segment), beside the fixed paths. */
export const PARAM_ROUTES = {
  academyWorkshop: `${PATHS.academy}/:slug`,
  workshop: `${PATHS.workshops}/:slug`,
  ticket: `${TICKET_PATHS.mine}/:ticketId`,
} as const;

/**
 * Every route the client's router knows (its routes are built from these constants), so the
 * server can answer anything else with HTTP 404 and the client's not-found page.
 */
export const CLIENT_ROUTES: readonly string[] = [
  ...Object.values(PATHS),
  ...Object.values(WORKSHOP_PATHS).filter((path) => !path.includes('?')),
  ...Object.values(PARAM_ROUTES),
  TICKET_PATHS.mine,
  TICKET_PATHS.admin,
  ...Object.values(CERTIFICATE_PATHS),
];

const splitPath = (path: string) => path.split('/').filter(Boolean);

/** Whether a request path fits a route pattern (a trailing slash does not matter). */
function matchesRoute(path: string, route: string): boolean {
  const parts = splitPath(path);
  const pattern = splitPath(route);
  return (
    pattern.length === parts.length &&
    pattern.every((segment, i) =>
      segment.startsWith(':') ? parts[i] !== '' : segment === parts[i],
    )
  );
}

/** Whether a request path is one of the client's routes (a trailing slash does not matter). */
export function isClientRoute(path: string): boolean {
  return CLIENT_ROUTES.some((route) => matchesRoute(path, route));
}

/**
 * Pages the server renders per request with their data (for visitors without a session): the
 * Academy's listing, the workshop pages and the certificates' verification pages. The other public pages are prerendered at build.
 */
export const SERVER_RENDERED_ROUTES: readonly string[] = [
  PATHS.academy,
  PARAM_ROUTES.academyWorkshop,
  PARAM_ROUTES.workshop,
  CERTIFICATE_PATHS.verify,
];

export function isServerRenderedRoute(path: string): boolean {
  return SERVER_RENDERED_ROUTES.some((route) => matchesRoute(path, route));
}

/**
 * Readable by scripts and not secret: set beside the HttpOnly refresh cookie (value `1`) and
 * cleared with it. Without it no session can exist: the browser skips the refresh, and the
 * server may render a page as a visitor sees it.
 */
export const SESSION_HINT_COOKIE = 'has_session';

/**
 * Whether a `Cookie` header (or `document.cookie`) carries the session hint: on https it is
 * named `__Host-has_session` (the prefix keeps sibling hosts from planting it).
 */
export function hasSessionHint(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((part) =>
      [`${SESSION_HINT_COOKIE}=1`, `__Host-${SESSION_HINT_COOKIE}=1`].includes(part.trim()),
    );
}

/** The API's own paths that mails link to (they act, then send the reader to a page). */
export const MAIL_API_PATHS = {
  verifyEmail: '/api/auth/verify',
  confirmEmailChange: '/api/auth/confirm-email-change',
  cancelEmailChange: '/api/auth/cancel-email-change',
} as const;
