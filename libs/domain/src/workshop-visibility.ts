/**
 * "Public and open to visitors": the host left the workshop public AND chose the visibility
 * `public` (not members-only). Visitors see it in the listing and, if the host allows guests,
 * may register without an account. The SQL side of the same rule is
 * `OPEN_TO_VISITORS_SQL` in the API's workshops repository (and the guest CHECK constraint);
 * a test there proves both agree on every combination.
 */
export interface VisibilityFacts {
  isPublic: boolean;
  visibility: string | null;
}

export function isOpenToVisitors(workshop: VisibilityFacts): boolean {
  return workshop.isPublic && workshop.visibility === 'public';
}

/** Guests (no account) may register: open to visitors and the host allows guests. */
export function allowsGuests(workshop: VisibilityFacts & { guestRegistrationEnabled: boolean }) {
  return isOpenToVisitors(workshop) && workshop.guestRegistrationEnabled;
}
