import { formatEuro } from './money.js';
import { SPECIALIST_LIMITS } from './project-matching.js';

/**
 * The rate a proposal names for a specialist (cents per hour, what the company pays): within
 * the general bounds and within the specialist's own range from their terms, where they gave
 * one. One check for the API and the admin's proposal form.
 */

/** The specialist's rate range from their terms (either end may be open). */
export interface RateRange {
  rateMinCents: number | null;
  rateMaxCents: number | null;
}

export const PROPOSAL_RATE_PROBLEMS = {
  PROPOSAL_RATE_OUTSIDE_TERMS: {
    de: 'Der Satz liegt außerhalb des Stundensatz-Rahmens der Fachperson ({range}).',
    en: 'The rate is outside the specialist’s hourly rate range ({range}).',
  },
} as const;
export type ProposalRateProblem = keyof typeof PROPOSAL_RATE_PROBLEMS | 'RATE_OUT_OF_RANGE';

/** Whether a proposal's rate fits: null, or what is wrong with it. */
export function checkProposalRate(
  hourlyRateCents: number,
  range: RateRange | null,
): ProposalRateProblem | null {
  if (
    !Number.isInteger(hourlyRateCents) ||
    hourlyRateCents < SPECIALIST_LIMITS.minRateEuros * 100 ||
    hourlyRateCents > SPECIALIST_LIMITS.maxRateEuros * 100
  )
    return 'RATE_OUT_OF_RANGE';
  if (range?.rateMinCents != null && hourlyRateCents < range.rateMinCents)
    return 'PROPOSAL_RATE_OUTSIDE_TERMS';
  if (range?.rateMaxCents != null && hourlyRateCents > range.rateMaxCents)
    return 'PROPOSAL_RATE_OUTSIDE_TERMS';
  return null;
}

/** "80,00 € bis 110,00 €", "ab 80,00 €", "bis 110,00 €" (English: "€80.00 to €110.00", …). */
export function rateRangeText(range: RateRange, locale: string): string {
  const en = locale === 'en';
  const min = range.rateMinCents != null ? formatEuro(range.rateMinCents, locale) : null;
  const max = range.rateMaxCents != null ? formatEuro(range.rateMaxCents, locale) : null;
  if (min && max) return `${min} ${en ? 'to' : 'bis'} ${max}`;
  if (min) return `${en ? 'from' : 'ab'} ${min}`;
  if (max) return `${en ? 'up to' : 'bis'} ${max}`;
  return en ? 'no range given' : 'kein Rahmen angegeben';
}

/** The problem's text with the range filled in, in the given language (the form's message). */
export function proposalRateMessage(
  problem: keyof typeof PROPOSAL_RATE_PROBLEMS,
  range: RateRange,
  locale: 'de' | 'en',
): string {
  return PROPOSAL_RATE_PROBLEMS[problem][locale].replace('{range}', rateRangeText(range, locale));
}
