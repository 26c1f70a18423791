/** The public paths of the site, so links and routes cannot drift apart. */
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
  status: '/status',
} as const;
