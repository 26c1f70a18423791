/** The public paths of the site, so links and routes cannot drift apart (shared with the API). */
export { PATHS, WORKSHOP_PATHS } from '@platform/domain';

export const registrantsPath = (id: string) =>
  `/member-area/workshops/${encodeURIComponent(id)}/registrants`;

export const editWorkshopPath = (id: string) =>
  `/member-area/workshops/${encodeURIComponent(id)}/edit`;

export const checkInPath = (id: string, sessionId: string) =>
  `/member-area/workshops/${encodeURIComponent(id)}/check-in/${encodeURIComponent(sessionId)}`;
