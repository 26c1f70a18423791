/**
 * A consultant's extra questions on the booking form (step 2), and "any consultant": the rules
 * the API enforces and the web form shows, in one place.
 */

/** The word the booking calls take instead of a consultant's id: the rule picks one. */
export const ANY_CONSULTANT = 'any';

/** A free text line, a choice from the consultant's options, or a checkbox. */
export const BOOKING_QUESTION_KINDS = ['text', 'choice', 'checkbox'] as const;
export type BookingQuestionKind = (typeof BOOKING_QUESTION_KINDS)[number];

export const BOOKING_QUESTION_LIMITS = {
  /** Questions per consultant. */
  questions: 5,
  label: 200,
  /** Options of a choice. */
  options: 10,
  option: 100,
  /** A text answer. */
  answer: 500,
} as const;

/** How "any consultant" weighs: bookings starting in this many days from now. */
export const ANY_CONSULTANT_WINDOW_DAYS = 14;

export interface BookingQuestion {
  /** Stable per question (kept when the consultant edits the others). */
  id: string;
  kind: BookingQuestionKind;
  labelDe: string;
  labelEn: string;
  required: boolean;
  /** A choice's options, shown as written in both languages; empty for the other kinds. */
  options: string[];
}

/** A checkbox's stored answer when ticked (unticked: empty). */
export const CHECKBOX_YES = 'yes';

export type BookingQuestionProblem =
  | 'TOO_MANY'
  | 'LABEL_REQUIRED'
  | 'LABEL_TOO_LONG'
  | 'OPTIONS_REQUIRED'
  | 'TOO_MANY_OPTIONS'
  | 'OPTION_INVALID'
  | 'DUPLICATE_ID';

/** What is wrong with a consultant's question list, or null. */
export function bookingQuestionsProblem(
  questions: ReadonlyArray<BookingQuestion>,
): BookingQuestionProblem | null {
  const L = BOOKING_QUESTION_LIMITS;
  if (questions.length > L.questions) return 'TOO_MANY';
  if (new Set(questions.map((q) => q.id)).size !== questions.length) return 'DUPLICATE_ID';
  for (const q of questions) {
    if (!q.labelDe.trim() || !q.labelEn.trim()) return 'LABEL_REQUIRED';
    if (q.labelDe.length > L.label || q.labelEn.length > L.label) return 'LABEL_TOO_LONG';
    if (q.kind === 'choice') {
      if (q.options.length < 2) return 'OPTIONS_REQUIRED';
      if (q.options.length > L.options) return 'TOO_MANY_OPTIONS';
      const trimmed = q.options.map((o) => o.trim());
      if (trimmed.some((o) => !o || o.length > L.option)) return 'OPTION_INVALID';
      if (new Set(trimmed).size !== trimmed.length) return 'OPTION_INVALID';
    }
  }
  return null;
}

export type BookingAnswerProblem = 'REQUIRED' | 'INVALID_CHOICE' | 'TOO_LONG' | 'INVALID';

/**
 * Each question's problem with the visitor's answers (by question id), or an empty object.
 * Answers to questions the consultant does not ask are ignored.
 */
export function bookingAnswerProblems(
  questions: ReadonlyArray<BookingQuestion>,
  answers: Readonly<Record<string, string | undefined>>,
): Record<string, BookingAnswerProblem> {
  const problems: Record<string, BookingAnswerProblem> = {};
  for (const q of questions) {
    const value = (answers[q.id] ?? '').trim();
    if (!value) {
      if (q.required) problems[q.id] = 'REQUIRED';
      continue;
    }
    if (q.kind === 'choice' && !q.options.includes(value)) problems[q.id] = 'INVALID_CHOICE';
    else if (q.kind === 'checkbox' && value !== CHECKBOX_YES) problems[q.id] = 'INVALID';
    else if (value.length > BOOKING_QUESTION_LIMITS.answer) problems[q.id] = 'TOO_LONG';
  }
  return problems;
}

/** A question's label in the reader's language. */
export function bookingQuestionLabel(
  q: Pick<BookingQuestion, 'labelDe' | 'labelEn'>,
  locale: string,
): string {
  return locale === 'de' ? q.labelDe : q.labelEn;
}

/** An answer as stored with the booking: the question as it was asked, and the value. */
export interface BookingAnswer {
  questionId: string;
  kind: BookingQuestionKind;
  labelDe: string;
  labelEn: string;
  value: string;
}

/** The stored answers to the questions the consultant asks (unanswered optional ones left out). */
export function bookingAnswersOf(
  questions: ReadonlyArray<BookingQuestion>,
  answers: Readonly<Record<string, string | undefined>>,
): BookingAnswer[] {
  return questions.flatMap((q) => {
    const value = (answers[q.id] ?? '').trim();
    return value
      ? [{ questionId: q.id, kind: q.kind, labelDe: q.labelDe, labelEn: q.labelEn, value }]
      : [];
  });
}

/** An answer as a person reads it: a ticked checkbox says yes in their language. */
export function bookingAnswerText(answer: { kind: string; value: string }, locale: string) {
  if (answer.kind === 'checkbox') return locale === 'de' ? 'Ja' : 'Yes';
  return answer.value;
}
