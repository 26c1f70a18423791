import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';

/**
 * What one viewer may see of one workshop beyond its public face. The workshop view mapper
 * reads nothing else about the viewer, so every screen (the Academy's pages, the host's own
 * list and editor, the admins' review) answers "who sees what" the same way.
 */
export interface ViewerAccess {
  /**
   * The workshop's creator or an admin: sees the video link, the creator's e-mail, a poster
   * waiting for approval and the host's mail setting.
   */
  readonly creatorOrAdmin: boolean;
  /**
   * Holds a confirmed registration (not waitlisted, not cancelled) for one of the workshop's
   * sessions: sees the video link, which is one link for all sessions and is mailed to them.
   */
  readonly confirmedRegistrant: boolean;
}

/**
 * For the workshops module's own screens, which only ever show a workshop to its creator or an
 * admin: the caller has checked that (`isCreatorOrAdmin`, or an admin-only route) first.
 */
export const CREATOR_OR_ADMIN: ViewerAccess = { creatorOrAdmin: true, confirmedRegistrant: false };

type Viewer = Pick<AuthenticatedUser, 'id' | 'role'>;

/** The one rule for "may manage this workshop": an admin, or the account that created it. */
export function isCreatorOrAdmin(
  viewer: Viewer | null | undefined,
  creatorId: string | null,
): boolean {
  if (!viewer) return false;
  return viewer.role === 'ADMIN' || (creatorId !== null && creatorId === viewer.id);
}

/**
 * The access of a viewer (null: a visitor) to a workshop created by `creatorId`.
 * `confirmedRegistration` is the caller's answer from the registrations it holds; a visitor
 * holds none, whatever the caller passes.
 */
export function viewerAccess(
  viewer: Viewer | null | undefined,
  creatorId: string | null,
  confirmedRegistration: boolean,
): ViewerAccess {
  return {
    creatorOrAdmin: isCreatorOrAdmin(viewer, creatorId),
    confirmedRegistrant: Boolean(viewer) && confirmedRegistration,
  };
}
