/**
 * The English catalog is split into chunks so that a first visit downloads only the texts of
 * the shell and of the page shown. A message belongs to the first group whose prefix its id
 * starts with; every other id (header, footer, cookie banner, shared sections...) is `core`.
 *
 * Read by the build (vite/i18n-catalog-plugin.ts) and by the client (catalogs.ts).
 */
export const CATALOG_GROUP_PREFIXES = {
  home: ['home.'],
  services: ['services.'],
  about: ['about.', 'team.'],
  vision: ['vision.'],
  contact: ['contact.'],
  projects: ['projects.'],
  // Before `academy`: signing up (a workshop's registration card, the guests' form and its
  // checkout), cancelling, feedback, the membership page and a member's registrations. The
  // listing and a workshop's page show none of them until the card loads (it brings this group
  // along, shared/hydration/on-demand.tsx), so their first load does without these texts.
  academyRegistration: [
    'academy.register.',
    'academy.checkout.',
    'academy.feedback.',
    'academy.membership.',
    'academy.guestCancel.',
    'member.academy.',
  ],
  // Before `booking`: the Academy's calendar link is the one calendar text its pages show.
  academy: ['academy.', 'calendarFeeds.academyLink'],
  // The calendars (feeds and the consultants' own) show in the member area and the bookings'
  // pages, all of which load `booking`: the shell's texts (`core`) do without them.
  booking: ['booking.', 'calendarFeeds.', 'calendarSync.'],
  expertise: ['expertise.'],
  flagship: ['flagship.'],
  imprint: ['imprint.'],
  privacy: ['privacy.'],
  terms: ['terms.'],
  status: ['status.', 'appInfo.'],
  // The cookie banner's: they load with its code (shell/consent/CookieBannerOnDemand.tsx).
  consent: ['consent.'],
  auth: ['auth.', 'member.', 'mailAdmin.', 'auditLog.'],
  memberWorkshops: ['memberWorkshops.'],
  billing: ['billing.'],
  checkin: ['checkin.'],
  certificates: ['certificates.'],
} as const satisfies Record<string, readonly string[]>;

export type PageCatalogGroup = keyof typeof CATALOG_GROUP_PREFIXES;
export type CatalogGroup = 'core' | PageCatalogGroup;

export const CATALOG_GROUPS = [
  'core',
  ...(Object.keys(CATALOG_GROUP_PREFIXES) as PageCatalogGroup[]),
] as const satisfies readonly CatalogGroup[];

export function catalogGroupOf(id: string): CatalogGroup {
  for (const [group, prefixes] of Object.entries(CATALOG_GROUP_PREFIXES)) {
    if (prefixes.some((prefix) => id.startsWith(prefix))) return group as PageCatalogGroup;
  }
  return 'core';
}
