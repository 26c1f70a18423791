/** The public paths of the site, so links and routes cannot drift apart (shared with the API). */
export { PATHS } from '@platform/domain';

/** The member's workshop screens (not public, so not in the shared site paths). */
export const WORKSHOP_PATHS = {
  myWorkshops: '/member-area/workshops',
  create: '/member-area/workshops/new',
  edit: '/member-area/workshops/:id/edit',
  review: '/member-area/workshops/review',
  /** Where the member lands after saving: the My Workshops tab of the member area. */
  memberAreaTab: '/member-area?tab=workshops',
  profileTab: '/member-area?tab=profile',
} as const;

export const editWorkshopPath = (id: string) =>
  `/member-area/workshops/${encodeURIComponent(id)}/edit`;
