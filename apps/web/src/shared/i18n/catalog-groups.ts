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
  booking: ['booking.'],
  expertise: ['expertise.'],
  flagship: ['flagship.'],
  imprint: ['imprint.'],
  privacy: ['privacy.'],
  terms: ['terms.'],
  status: ['status.', 'appInfo.'],
  // Before `auth`: the member's registration texts go with the Academy's pages, which show
  // them (the cancel dialog on a workshop's page) without the rest of the member area's.
  academy: ['academy.', 'member.academy.'],
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
