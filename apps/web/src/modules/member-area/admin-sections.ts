import { PATHS } from '../../shared/paths';

/** The `&section=` values of the admin tab, in the order of its sub-navigation. */
export const ADMIN_SECTIONS = [
  'approvals',
  'projects',
  'project-hours',
  'tickets',
  'payments',
  'mails',
  'bookings',
  'promo-codes',
  'audit-log',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const DEFAULT_ADMIN_SECTION: AdminSection = 'approvals';

/** The server's counter shown beside a section (what waits there for an admin). */
export const ADMIN_SECTION_COUNTERS = {
  approvals: 'pendingApprovals',
  projects: 'newProjectRequests',
  tickets: 'openTickets',
  payments: 'openPayments',
  mails: 'failedMails',
} as const satisfies Partial<Record<AdminSection, string>>;

/** The section for a `section=` value; unknown values show the first one. */
export function resolveAdminSection(value: string | null): AdminSection {
  return ADMIN_SECTIONS.find((candidate) => candidate === value) ?? DEFAULT_ADMIN_SECTION;
}

/** A deep link to one section, e.g. `/member-area?tab=admin&section=payments`. */
export function adminSectionPath(section: AdminSection): string {
  return `${PATHS.memberArea}?tab=admin&section=${section}`;
}
