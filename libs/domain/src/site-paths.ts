/** The public paths of the site, shared by the client's routes and the server's sitemap. */
export const PATHS = {
  home: '/',
  services: '/leistungen',
  about: '/ueber-uns',
  vision: '/unsere-vision',
  contact: '/kontakt',
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
  verifyEmail: '/verify-email',
  privacyConsent: '/privacy-consent',
  debugEmail: '/debug-email',
  memberArea: '/member-area',
  status: '/status',
} as const;

/** What search engines should find (aliases, sign-in and status pages left out). */
export const SITEMAP_PATHS: readonly string[] = [
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
];
