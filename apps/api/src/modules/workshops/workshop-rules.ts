import {
  berlinDayOf,
  checkWorkshopDraft,
  type WorkshopDraftCheck,
  type WorkshopDraftFields,
  type WorkshopDraftInput,
  type WorkshopDraftOptions,
  type WorkshopProblems,
  type WorkshopSchedule,
} from '@platform/domain';
import { DomainError } from '../../core/errors/domain-error.js';
import type { ErrorCode } from '../../core/errors/error-catalog.js';

/** The workshop's fields after cleaning and checking: what gets stored. */
export type WorkshopDraft = WorkshopDraftFields;
export type Schedule = WorkshopSchedule;

/**
 * Runs the shared workshop draft rules (libs/domain, the form runs the same function) and
 * answers a broken rule with the error catalog's text: one problem with its own text, several
 * with "please check your input", each field's code beside it.
 */
export function checkDraftOrThrow(
  input: WorkshopDraftInput,
  options: WorkshopDraftOptions,
): WorkshopDraftCheck {
  const checked = checkWorkshopDraft(input, options);
  throwIfAny(checked.problems);
  return checked;
}

function throwIfAny(problems: WorkshopProblems): void {
  const codes = Object.values(problems);
  if (codes.length === 0) return;
  const code: ErrorCode = codes.length === 1 ? codes[0] : 'VALIDATION_FAILED';
  throw new DomainError(code, { fields: problems });
}

/** `YYYY-MM-DD` of the Berlin day on which a stored end falls. */
export function endDateOf(endsAt: Date | null): string | null {
  return endsAt ? berlinDayOf(endsAt) : null;
}
