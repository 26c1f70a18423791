/**
 * Minimum participants: a workshop may name the fewest confirmed registrations a session needs
 * and a decision time (hours before each session's start). A session below its minimum at that
 * time is cancelled by the scheduled job, unless the host confirmed it; the host is warned a day
 * before. One set of rules for the API, the job and the workshop form.
 */

export const MINIMUM_PARTICIPANTS_LIMITS = {
  /** The decision time lies this many hours before a session's start, at least and at most. */
  decisionHours: { min: 1, max: 60 * 24, default: 72 },
  /** The host's warning goes out this long before the decision time. */
  warningHoursBefore: 24,
} as const;

export type MinimumRuleCode = 'WORKSHOP_MINIMUM_INVALID' | 'WORKSHOP_DECISION_TIME_INVALID';

/** A workshop's minimum as stored: null when it has none. */
export interface WorkshopMinimum {
  participants: number;
  decisionHours: number;
}

/** How the form lets a host type the decision time. */
export type DecisionTimeUnit = 'hours' | 'days';

export function decisionHoursOf(amount: number, unit: DecisionTimeUnit): number {
  return unit === 'days' ? amount * 24 : amount;
}

/** The decision time as the form shows it: whole days where it is some, else hours. */
export function decisionTimeOf(hours: number): { amount: number; unit: DecisionTimeUnit } {
  return hours % 24 === 0 ? { amount: hours / 24, unit: 'days' } : { amount: hours, unit: 'hours' };
}

/** When a session's minimum is decided. */
export function minimumDecisionAt(startsAt: Date, decisionHours: number): Date {
  return new Date(startsAt.getTime() - decisionHours * 3_600_000);
}

/** When the host is warned about a session still below its minimum. */
export function minimumWarningAt(startsAt: Date, decisionHours: number): Date {
  return new Date(
    minimumDecisionAt(startsAt, decisionHours).getTime() -
      MINIMUM_PARTICIPANTS_LIMITS.warningHoursBefore * 3_600_000,
  );
}

/**
 * Checks a minimum against the workshop's maximum. `participants` null: no minimum (the
 * decision time is then ignored). Problems are keyed by the API's input names.
 */
export function minimumProblems(
  participants: number | null,
  decisionHours: number | null | undefined,
  maxParticipants: number,
): Partial<Record<'minParticipants' | 'minParticipantsDecisionHours', MinimumRuleCode>> {
  if (participants === null) return {};
  const problems: Partial<
    Record<'minParticipants' | 'minParticipantsDecisionHours', MinimumRuleCode>
  > = {};
  const max = Number.isInteger(maxParticipants) && maxParticipants >= 1 ? maxParticipants : 500;
  if (!Number.isInteger(participants) || participants < 1 || participants > max)
    problems.minParticipants = 'WORKSHOP_MINIMUM_INVALID';
  const { min, max: maxHours } = MINIMUM_PARTICIPANTS_LIMITS.decisionHours;
  if (
    decisionHours === null ||
    decisionHours === undefined ||
    !Number.isInteger(decisionHours) ||
    decisionHours < min ||
    decisionHours > maxHours
  )
    problems.minParticipantsDecisionHours = 'WORKSHOP_DECISION_TIME_INVALID';
  return problems;
}

/** Whether the host may still confirm a session to run (before its decision time). */
export function canConfirmSessionToRun(startsAt: Date, decisionHours: number, now: Date): boolean {
  return now < minimumDecisionAt(startsAt, decisionHours);
}
