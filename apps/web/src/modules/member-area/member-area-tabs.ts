import { PATHS } from '../../shared/paths';

/** The `?tab=` values of the member area, in the order the tabs are shown. */
export const MEMBER_AREA_TABS = [
  'overview',
  'profile',
  'registrations',
  'projects',
  'billing',
  'workshops',
  'profiles',
  'services',
  'account',
  'admin',
] as const;
export type MemberAreaTab = (typeof MEMBER_AREA_TABS)[number];

export const DEFAULT_MEMBER_AREA_TAB: MemberAreaTab = 'overview';

const ADMIN_ONLY: ReadonlySet<MemberAreaTab> = new Set(['profiles', 'admin']);

/** The tabs a user may see: the admin tabs only for the ADMIN role. */
export function visibleTabs(isAdmin: boolean): MemberAreaTab[] {
  return MEMBER_AREA_TABS.filter((tab) => isAdmin || !ADMIN_ONLY.has(tab));
}

/** The tab to show for a `?tab=` value: unknown or forbidden values fall back to the overview. */
export function resolveTab(value: string | null, isAdmin: boolean): MemberAreaTab {
  const tab = visibleTabs(isAdmin).find((candidate) => candidate === value);
  return tab ?? DEFAULT_MEMBER_AREA_TAB;
}

/** A link to one tab, e.g. `/member-area?tab=workshops`. */
export function memberAreaTabPath(tab: MemberAreaTab): string {
  return `${PATHS.memberArea}?tab=${tab}`;
}
