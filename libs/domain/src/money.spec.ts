import { centsToDecimalString, formatEuro, memberPriceCents, parseEuroToCents } from './money.js';

describe('memberPriceCents', () => {
  it('halves the base price at 50 %', () => {
    expect(memberPriceCents(4900, 50)).toBe(2450);
  });
  it('rounds half up to the cent', () => {
    expect(memberPriceCents(999, 50)).toBe(500); // 4.995 € -> 5.00 €
    expect(memberPriceCents(1, 50)).toBe(1);
    expect(memberPriceCents(3333, 33.33)).toBe(2222); // 22.2211 -> 22.22
  });
  it('keeps free workshops free and the full price at 0 %', () => {
    expect(memberPriceCents(0, 50)).toBe(0);
    expect(memberPriceCents(12345, 0)).toBe(12345);
    expect(memberPriceCents(12345, 100)).toBe(0);
  });
  it('refuses fractions of a cent and bad percentages', () => {
    expect(() => memberPriceCents(10.5, 50)).toThrow(RangeError);
    expect(() => memberPriceCents(100, 101)).toThrow(RangeError);
    expect(() => memberPriceCents(-1, 10)).toThrow(RangeError);
  });
});

describe('parseEuroToCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,50', 1250],
    ['0.01', 1],
    [19.99, 1999],
  ])('%s -> %i cents', (input, cents) => {
    expect(parseEuroToCents(input)).toBe(cents);
  });
  it.each(['-1', '1.234', 'abc', '', '1e3'])('rejects %s', (input) => {
    expect(() => parseEuroToCents(input)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('prints two decimals', () => {
    expect(centsToDecimalString(1205)).toBe('12.05');
    expect(formatEuro(1205, 'de')).toMatch(/^12,05\s€$/);
    expect(formatEuro(1205, 'en')).toBe('€12.05');
  });
});
