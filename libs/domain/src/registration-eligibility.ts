import { allowsGuests, type VisibilityFacts } from './workshop-visibility.js';

/** Why a person may not register for a session; null when they may. */
export type RegistrationRefusal =
  | 'REGISTRATION_SESSION_NOT_FOUND'
  | 'REGISTRATION_OWN_WORKSHOP'
  | 'REGISTRATION_MEMBERS_ONLY'
  | 'REGISTRATION_CLOSED';

export interface EligibilityWorkshop extends VisibilityFacts {
  isApproved: boolean;
  guestRegistrationEnabled: boolean;
  status: string;
  creatorId: string | null;
}

/** A member registers with their account; a guest (no account) with name and e-mail. */
export type Registrant = { kind: 'member'; userId: string } | { kind: 'guest' };

/** A session takes registrations while its workshop is scheduled and it has not begun. */
export function isSessionOpen(
  workshop: { status: string },
  session: { startsAt: Date | string },
  now: Date,
): boolean {
  return workshop.status === 'scheduled' && new Date(session.startsAt).getTime() > now.getTime();
}

/**
 * Who may register for which session: the workshop is approved (others do not exist for
 * registrants); a host never takes a seat at their own workshop; guests only where the workshop
 * is open to visitors and the host allows guests; and the session is still open. The checks
 * run in this order, so the first refusal is the one a person hears. The server runs this on
 * every registration; the page runs it to offer the right form.
 */
export function registrationRefusal(
  workshop: EligibilityWorkshop,
  session: { startsAt: Date | string },
  registrant: Registrant,
  now: Date,
): RegistrationRefusal | null {
  if (!workshop.isApproved) return 'REGISTRATION_SESSION_NOT_FOUND';
  if (registrant.kind === 'member' && workshop.creatorId === registrant.userId)
    return 'REGISTRATION_OWN_WORKSHOP';
  if (registrant.kind === 'guest' && !allowsGuests(workshop)) return 'REGISTRATION_MEMBERS_ONLY';
  if (!isSessionOpen(workshop, session, now)) return 'REGISTRATION_CLOSED';
  return null;
}
