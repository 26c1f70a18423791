/** The Academy's pages (kept here until the shared site paths list them). */
export const ACADEMY_PATHS = {
  academy: '/academy',
  overview: '/workshop',
  membership: '/membership',
  guestCancel: '/academy/cancel',
} as const;

export const academyDetailPath = (slug: string) => `${ACADEMY_PATHS.academy}/${slug}`;
export const overviewDetailPath = (slug: string) => `${ACADEMY_PATHS.overview}/${slug}`;
