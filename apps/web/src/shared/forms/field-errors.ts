import { serverErrorOf } from '../graphql/server-error';
import { ApiRequestError } from '../http/post-json';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The messages for what a rule of libs/domain found (`promoCodeProblems`, …), field by field:
 * `text` turns a field's problem into the words shown beside it.
 */
export function problemMessages<F extends string, P extends string>(
  fields: readonly F[],
  problems: Partial<Record<F, P>>,
  text: (problem: P, field: F) => string,
): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const field of fields) {
    const problem = problems[field];
    if (problem) result[field] = text(problem, field);
  }
  return result;
}

/**
 * The server's per-field messages (already in the reader's language) for the fields this form
 * has, from a REST call's `ApiRequestError` or a GraphQL operation's error.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  const fromServer = error instanceof ApiRequestError ? error.fields : serverErrorOf(error).fields;
  const result: FieldErrors<F> = {};
  for (const field of fields) {
    const message = fromServer[field];
    if (message) result[field] = message;
  }
  return result;
}

/**
 * Moves focus to the first field (in form order) that has an error; false when there is none
 * or its control is not a named element of the form.
 */
export function focusFirstInvalid<F extends string>(
  form: HTMLFormElement | null,
  fields: readonly F[],
  errors: FieldErrors<F>,
): boolean {
  const first = fields.find((field) => errors[field]);
  if (!form || !first) return false;
  const control = form.elements.namedItem(first);
  if (!(control instanceof HTMLElement)) return false;
  control.focus();
  return true;
}
