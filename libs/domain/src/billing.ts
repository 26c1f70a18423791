import type { Cents } from './money.js';
import { fromWallClock, toWallClock } from './time-zone.js';

/** Where a paid registration's money stands. */
export const PAYMENT_STATES = ['open', 'paid', 'refunded', 'written_off'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Where an invoice stands as people read it. A cancelled invoice is settled by its
 * cancellation invoice: `cancelled` when nothing was paid (neither open nor payable),
 * `refund_due` while money paid on it waits to go back, `refunded` once it has.
 */
export const SHOWN_PAYMENT_STATES = [...PAYMENT_STATES, 'cancelled', 'refund_due'] as const;
export type ShownPaymentState = (typeof SHOWN_PAYMENT_STATES)[number];

export function shownPaymentState(state: PaymentState, cancelled: boolean): ShownPaymentState {
  if (!cancelled || state === 'refunded') return state;
  return state === 'paid' ? 'refund_due' : 'cancelled';
}

/** An invoice, or the cancellation invoice (Stornorechnung) that reverses one. */
export const INVOICE_KINDS = ['invoice', 'cancellation'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** German standard VAT rate, in percent (§ 12 Abs. 1 UStG). */
export const VAT_RATE_PERCENT = 19;

/** The membership fee per month (gross), invoiced monthly. */
export const MEMBERSHIP_FEE_CENTS: Cents = 2000;
/** Days of free trial from registration. */
export const MEMBERSHIP_TRIAL_DAYS = 60;

/** Largest CAMT.053 statement the admin may upload (bytes). */
export const CAMT_MAX_BYTES = 2 * 1024 * 1024;
/** Most invoices marked paid in one bulk action. */
export const BULK_PAYMENT_MAX = 200;

/** Sessions per page of the admin's payment overview: the default and the most one page may ask for. */
export const PAYMENT_OVERVIEW_PAGE_SIZE = 50;
export const PAYMENT_OVERVIEW_PAGE_MAX = 100;
/** Which sessions the payment overview lists: those with an open invoice (the default), or all. */
export const PAYMENT_OVERVIEW_SHOW = ['open', 'all'] as const;
export type PaymentOverviewShow = (typeof PAYMENT_OVERVIEW_SHOW)[number];

/**
 * How long an admin's "paid" can be undone (seconds). The payer's receipt goes out only after
 * this window, so an undone payment mails nobody; the server refuses a later undo.
 */
export const PAYMENT_UNDO_SECONDS = 60;

/**
 * The PDF's file name in the reader's language: "Rechnung-2026-00005.pdf" or
 * "invoice-2026-00005.pdf", "Stornorechnung-…" or "cancellation-invoice-…".
 */
export function invoiceFilename(kind: string, number: string, locale: string): string {
  const en = locale === 'en';
  const prefix =
    kind === 'cancellation'
      ? en
        ? 'cancellation-invoice'
        : 'Stornorechnung'
      : en
        ? 'invoice'
        : 'Rechnung';
  return `${prefix}-${number}.pdf`;
}

/** "2027-00042": the year of issue and the gap-free running number within it. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isSafeInteger(year) || !Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`bad invoice number parts: ${year}/${sequence}`);
  return `${year}-${String(sequence).padStart(5, '0')}`;
}

/** Finds invoice numbers in free text (a bank transfer's remittance line). */
export function invoiceNumbersIn(text: string): string[] {
  return [...text.matchAll(/(?<!\d)(\d{4})\s?-\s?(\d{5})(?!\d)/g)].map((m) => `${m[1]}-${m[2]}`);
}

export interface InvoiceAmounts {
  netCents: Cents;
  vatCents: Cents;
  grossCents: Cents;
  vatRatePercent: number;
}

/**
 * Prices shown to consumers are gross (PAngV). The invoice splits the gross into net and VAT
 * (net rounded half up to the cent, VAT the remainder, so net + VAT is always the gross); a
 * small business under § 19 UStG charges no VAT.
 */
export function invoiceAmounts(grossCents: Cents, smallBusiness: boolean): InvoiceAmounts {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0)
    throw new RangeError(`not a whole number of cents: ${grossCents}`);
  if (smallBusiness) return { netCents: grossCents, vatCents: 0, grossCents, vatRatePercent: 0 };
  const netCents = Math.floor(
    (grossCents * 100 * 2 + (100 + VAT_RATE_PERCENT)) / ((100 + VAT_RATE_PERCENT) * 2),
  );
  return {
    netCents,
    vatCents: grossCents - netCents,
    grossCents,
    vatRatePercent: VAT_RATE_PERCENT,
  };
}

/**
 * Net price plus VAT (business services are priced net, e.g. an hourly rate): 19 % VAT rounded
 * half up to the cent on top; a small business under § 19 UStG charges no VAT.
 */
export function invoiceAmountsFromNet(netCents: Cents, smallBusiness: boolean): InvoiceAmounts {
  if (!Number.isSafeInteger(netCents) || netCents < 0)
    throw new RangeError(`not a whole number of cents: ${netCents}`);
  if (smallBusiness) return { netCents, vatCents: 0, grossCents: netCents, vatRatePercent: 0 };
  const vatCents = Math.round((netCents * VAT_RATE_PERCENT) / 100);
  return { netCents, vatCents, grossCents: netCents + vatCents, vatRatePercent: VAT_RATE_PERCENT };
}

/** The calendar day in Berlin as `YYYY-MM-DD`. */
export function berlinDay(date: Date): string {
  const w = toWallClock(date);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * The payment deadline: `paymentDays` after issue, but never after the session starts (a
 * registration shortly before the date is due at its start).
 */
export function paymentDeadline(
  issuedAt: Date,
  paymentDays: number,
  sessionStartsAt?: Date | null,
): Date {
  const due = new Date(issuedAt.getTime() + paymentDays * 86_400_000);
  if (sessionStartsAt && sessionStartsAt.getTime() < due.getTime())
    return new Date(sessionStartsAt);
  return due;
}

/** True when an IBAN's ISO 13616 check digits are right. */
export function isValidIban(input: string): boolean {
  const iban = input.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** The IBAN as stored: no spaces, capitals ("de02 1203 …" → "DE021203…"). */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** "DE02 1203 0000 0000 2020 51" */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** An account's Academy membership: free trial, paid, or neither any more. */
export const MEMBERSHIP_STATUSES = ['trial', 'active', 'lapsed'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** The trial ends this many days after registration. */
export function trialEndsAt(registeredAt: Date): Date {
  return new Date(registeredAt.getTime() + MEMBERSHIP_TRIAL_DAYS * 86_400_000);
}

/**
 * Active from the start of the paid membership until its end (if ended); before that the
 * trial runs for 60 days from registration; after both: lapsed.
 */
export function membershipStatus(
  m: { registeredAt: Date; startedAt?: Date | null; endsAt?: Date | null },
  now: Date,
): MembershipStatus {
  const t = now.getTime();
  if (m.startedAt && m.startedAt.getTime() <= t && (!m.endsAt || t < m.endsAt.getTime()))
    return 'active';
  if (t < trialEndsAt(m.registeredAt).getTime()) return 'trial';
  return 'lapsed';
}

/** Member benefits (member price, promo codes, waitlist priority) hold for trial and active. */
export function hasMemberBenefits(status: MembershipStatus): boolean {
  return status !== 'lapsed';
}

/** The first instant of the next calendar month in Berlin (a membership ends there). */
export function startOfNextBerlinMonth(now: Date): Date {
  const w = toWallClock(now);
  const year = w.month === 12 ? w.year + 1 : w.year;
  const month = w.month === 12 ? 1 : w.month + 1;
  return fromWallClock({ year, month, day: 1, hour: 0, minute: 0 });
}

/** One calendar month later (clamped to the month's last day). */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}
