/**
 * Feedback on a session and the materials of a workshop: the limits and rules both the API and
 * the forms run. One feedback per registration (attendees only); sending again replaces the
 * answers. Ratings are shown in public once a workshop has `publicRatingMinimum` of them.
 */

export const FEEDBACK_LIMITS = {
  /** Stars: whole numbers from 1 to 5. */
  minStars: 1,
  maxStars: 5,
  /** The optional comment, in characters. */
  commentMaxLength: 2000,
  /** A workshop shows its average rating (and `aggregateRating`) from this many ratings on. */
  publicRatingMinimum: 3,
  /** Public comments a workshop page shows (newest first). */
  publicComments: 10,
} as const;

export interface FeedbackDraft {
  overall: number | null;
  content?: number | null;
  host?: number | null;
  comment?: string | null;
}

export type FeedbackField = 'overall' | 'content' | 'host' | 'comment';
export type FeedbackProblem = 'required' | 'stars' | 'tooLong';

const isStars = (value: number) =>
  Number.isInteger(value) && value >= FEEDBACK_LIMITS.minStars && value <= FEEDBACK_LIMITS.maxStars;

/** What is wrong with a feedback, per field (empty: fine). */
export function feedbackProblems(
  f: FeedbackDraft,
): Partial<Record<FeedbackField, FeedbackProblem>> {
  const problems: Partial<Record<FeedbackField, FeedbackProblem>> = {};
  if (f.overall === null || f.overall === undefined) problems.overall = 'required';
  else if (!isStars(f.overall)) problems.overall = 'stars';
  if (f.content !== null && f.content !== undefined && !isStars(f.content))
    problems.content = 'stars';
  if (f.host !== null && f.host !== undefined && !isStars(f.host)) problems.host = 'stars';
  if ((f.comment ?? '').length > FEEDBACK_LIMITS.commentMaxLength) problems.comment = 'tooLong';
  return problems;
}

/** The first name shown beside a public comment: the first word of the name, nothing more. */
export function publicFirstName(name: string): string {
  return name.trim().split(/\s+/)[0]?.slice(0, 60) ?? '';
}

/** Whether a workshop's rating may be shown (on its page, its card and in its JSON-LD). */
export function ratingIsPublic(count: number): boolean {
  return count >= FEEDBACK_LIMITS.publicRatingMinimum;
}

/** An average of stars rounded to one decimal (4.666… → 4.7). */
export function roundRating(average: number): number {
  return Math.round(average * 10) / 10;
}

/** Who sees a material: the people who attended, or everybody registered (not cancelled). */
export const MATERIAL_AUDIENCES = ['attendees', 'registrants'] as const;
export type MaterialAudience = (typeof MATERIAL_AUDIENCES)[number];

/** What a material file may be, judged by its content (never by its name or a claimed type). */
export const MATERIAL_FILE_TYPES = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/vnd.apple.keynote': 'key',
} as const;
export type MaterialFileType = keyof typeof MATERIAL_FILE_TYPES;

export const MATERIAL_LIMITS = {
  /** One file, in bytes (20 MB). */
  maxFileBytes: 20 * 1024 * 1024,
  titleMaxLength: 200,
  fileNameMaxLength: 200,
  urlMaxLength: 2000,
  /** Materials per workshop (files and links together). */
  perWorkshop: 50,
} as const;

/** The file-picker hint (`accept`): only a convenience, the server judges the content. */
export const MATERIAL_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.pptx,.odp,.key';
