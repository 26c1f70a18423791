/** Rules for the Academy's tool promo codes, checked by the API and the admin screen alike. */
export const PROMO_CODE_RULES = {
  /** Letters, digits, `-` and `_`; stored upper-case. */
  codePattern: /^[A-Za-z0-9_-]{3,60}$/,
  codeMaxLength: 60,
  toolMaxLength: 120,
  descriptionMaxLength: 1000,
} as const;

export interface PromoCodeDraft {
  code: string;
  tool: string;
  descriptionDe: string;
  descriptionEn: string;
}

export type PromoCodeProblem = 'codeFormat' | 'required' | 'tooLong';

/** What is wrong with a draft, per field (trimmed values); empty when it may be saved. */
export function promoCodeProblems(
  draft: PromoCodeDraft,
): Partial<Record<keyof PromoCodeDraft, PromoCodeProblem>> {
  const problems: Partial<Record<keyof PromoCodeDraft, PromoCodeProblem>> = {};
  const code = draft.code.trim();
  if (!code) problems.code = 'required';
  else if (!PROMO_CODE_RULES.codePattern.test(code)) problems.code = 'codeFormat';
  const texts = [
    ['tool', PROMO_CODE_RULES.toolMaxLength],
    ['descriptionDe', PROMO_CODE_RULES.descriptionMaxLength],
    ['descriptionEn', PROMO_CODE_RULES.descriptionMaxLength],
  ] as const;
  for (const [field, max] of texts) {
    const value = draft[field].trim();
    if (!value) problems[field] = 'required';
    else if (value.length > max) problems[field] = 'tooLong';
  }
  return problems;
}
