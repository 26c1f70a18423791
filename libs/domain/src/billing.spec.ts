import {
  addMonth,
  hasMemberBenefits,
  membershipStatus,
  startOfNextBerlinMonth,
  formatIban,
  formatInvoiceNumber,
  invoiceAmounts,
  invoiceNumbersIn,
  isValidIban,
  normalizeIban,
  shownPaymentState,
  paymentDeadline,
} from './billing.js';

describe('billing rules', () => {
  it('formats invoice numbers per year with five digits', () => {
    expect(formatInvoiceNumber(2027, 42)).toBe('2027-00042');
    expect(formatInvoiceNumber(2027, 123456)).toBe('2027-123456');
    expect(() => formatInvoiceNumber(2027, 0)).toThrow(RangeError);
  });

  it('finds invoice numbers in a remittance line', () => {
    expect(invoiceNumbersIn('RE 2027-00042 Mia Muster')).toEqual(['2027-00042']);
    expect(invoiceNumbersIn('Rechnung 2027 - 00007, 2027-00008')).toEqual([
      '2027-00007',
      '2027-00008',
    ]);
    expect(invoiceNumbersIn('12027-000420')).toEqual([]);
  });

  it('splits a gross price into net and 19 % VAT that add up exactly', () => {
    expect(invoiceAmounts(4900, false)).toEqual({
      netCents: 4118,
      vatCents: 782,
      grossCents: 4900,
      vatRatePercent: 19,
    });
    expect(invoiceAmounts(2450, false)).toMatchObject({ netCents: 2059, vatCents: 391 });
    expect(invoiceAmounts(2000, false)).toMatchObject({ netCents: 1681, vatCents: 319 });
    for (let gross = 0; gross < 5000; gross += 7) {
      const a = invoiceAmounts(gross, false);
      expect(a.netCents + a.vatCents).toBe(gross);
      expect(Math.abs(a.netCents * 1.19 - gross)).toBeLessThanOrEqual(0.6);
    }
  });

  it('charges no VAT for a small business (§ 19 UStG)', () => {
    expect(invoiceAmounts(4900, true)).toEqual({
      netCents: 4900,
      vatCents: 0,
      grossCents: 4900,
      vatRatePercent: 0,
    });
  });

  it('never puts the payment deadline after the session start', () => {
    const issued = new Date('2027-03-01T10:00:00Z');
    expect(paymentDeadline(issued, 7).toISOString()).toBe('2027-03-08T10:00:00.000Z');
    const soon = new Date('2027-03-03T09:00:00Z');
    expect(paymentDeadline(issued, 7, soon).toISOString()).toBe(soon.toISOString());
  });

  it('checks IBAN check digits', () => {
    expect(isValidIban('DE02 1203 0000 0000 2020 51')).toBe(true);
    expect(isValidIban('DE03 1203 0000 0000 2020 51')).toBe(false);
    expect(formatIban('DE02120300000000202051')).toBe('DE02 1203 0000 0000 2020 51');
  });
});

describe('membership rules', () => {
  const registeredAt = new Date('2027-01-01T10:00:00Z');
  it('runs a 60-day trial, then lapses unless the paid membership runs', () => {
    expect(membershipStatus({ registeredAt }, new Date('2027-03-01T09:00:00Z'))).toBe('trial');
    expect(membershipStatus({ registeredAt }, new Date('2027-03-02T10:00:00Z'))).toBe('lapsed');
    const startedAt = new Date('2027-02-10T00:00:00Z');
    expect(membershipStatus({ registeredAt, startedAt }, new Date('2027-06-01'))).toBe('active');
    const endsAt = new Date('2027-07-01T00:00:00Z');
    expect(membershipStatus({ registeredAt, startedAt, endsAt }, new Date('2027-06-30'))).toBe(
      'active',
    );
    expect(membershipStatus({ registeredAt, startedAt, endsAt }, new Date('2027-07-02'))).toBe(
      'lapsed',
    );
    expect(hasMemberBenefits('trial')).toBe(true);
    expect(hasMemberBenefits('lapsed')).toBe(false);
  });

  it('ends at the start of the next Berlin month and bills month by month', () => {
    expect(startOfNextBerlinMonth(new Date('2027-03-15T12:00:00Z')).toISOString()).toBe(
      '2027-03-31T22:00:00.000Z',
    );
    expect(startOfNextBerlinMonth(new Date('2027-12-31T23:30:00Z')).toISOString()).toBe(
      '2028-01-31T23:00:00.000Z',
    );
    expect(addMonth(new Date('2027-01-31T10:00:00Z')).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
  });
});

describe('payment states as shown', () => {
  it('settles a cancelled invoice by its cancellation invoice', () => {
    expect(shownPaymentState('open', false)).toBe('open');
    expect(shownPaymentState('open', true)).toBe('cancelled');
    expect(shownPaymentState('written_off', true)).toBe('cancelled');
    expect(shownPaymentState('paid', true)).toBe('refund_due');
    expect(shownPaymentState('refunded', true)).toBe('refunded');
    expect(shownPaymentState('paid', false)).toBe('paid');
  });

  it('normalises an IBAN typed with spaces and small letters', () => {
    expect(normalizeIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(isValidIban(normalizeIban('de89 3704 0044 0532 0130 00'))).toBe(true);
  });
});
