import { DomainError } from '../../../core/errors/domain-error.js';

/** A registrant's optional free text, trimmed; longer than `max`: a validation error on `field`. */
export function cleanText(
  value: string | null | undefined,
  max: number,
  field: string,
): string | null {
  const clean = value?.trim() ?? '';
  if (clean.length > max)
    throw new DomainError('VALIDATION_FAILED', { fields: { [field]: 'VALIDATION_FAILED' } });
  return clean || null;
}
