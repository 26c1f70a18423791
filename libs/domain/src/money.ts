/**
 * Money is handled as integer cents everywhere; never as binary floats.
 */
export type Cents = number;

/** Member price = base × (1 − percent / 100), rounded half up to the cent. */
export function memberPriceCents(baseCents: Cents, discountPercent: number): Cents {
  assertCents(baseCents);
  if (!Number.isFinite(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`discount percent out of range: ${discountPercent}`);
  }
  // Work in hundredths of a cent so that percentages with two decimals stay exact.
  const percentHundredths = Math.round(discountPercent * 100);
  const numerator = baseCents * (10_000 - percentHundredths);
  return Math.floor((numerator + 5_000) / 10_000);
}

/** Parses "12", "12.5", "12,50" into cents; rejects more than two decimals and negatives. */
export function parseEuroToCents(input: string | number): Cents {
  const text = typeof input === 'number' ? String(input) : input.trim().replace(',', '.');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not a euro amount: ${String(input)}`);
  const euros = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return euros * 100 + cents;
}

/** "12.50" for APIs that speak decimal strings. */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "12,50 €" (de) or "€12.50" (en). */
export function formatEuro(cents: Cents, locale: string): string {
  assertCents(cents);
  return new Intl.NumberFormat(locale === 'en' ? 'en-IE' : 'de-DE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
  }).format(cents / 100);
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`not a non-negative whole number of cents: ${cents}`);
  }
}
