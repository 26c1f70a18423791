/**
 * The after-session module's public entry: feedback and materials.
 * - `FeedbackLinks.path(registrationId)` (or the pure `feedbackPath(secret, registrationId)`):
 *   the feedback page's path with its secret, for the follow-up mail.
 * - `MaterialsService.visibleToRegistration(registrationId)` (or `visibleTo(registration)`):
 *   the materials a registration may see (its session's and the whole workshop's; attendees'
 *   ones only if it attended; none unless confirmed); each has a title, a file name or a link,
 *   and the download path `materialDownloadPath(id)`; for a mail, `FeedbackLinks.materialPath(
 *   materialId, registrationId)` gives a path that works without signing in.
 */
export { AfterSessionModule } from './after-session.module.js';
export { FeedbackLinks, feedbackPath, feedbackToken } from './feedback-links.js';
export { MaterialsService } from './materials.service.js';
export type { MaterialRow } from './materials.repository.js';
export { materialDownloadPath } from './models/to-models.js';
