import { isSingleLineText } from './field-rules.js';

/**
 * The version of the terms (`/nutzungsbedingungen`) a buyer accepts: stored with every paid
 * registration and membership start and named in the contract mail. Raise it whenever the
 * terms page changes what a buyer agrees to.
 */
export const TERMS_VERSION = '2026-11-28';

/** Days of the statutory right of withdrawal (§ 355 Abs. 2 BGB) for the membership. */
export const WITHDRAWAL_DAYS = 14;

/** The billing address of a paid seat, printed on its invoice. */
export interface BillingAddress {
  /** Who the invoice is made out to (defaults to the registrant's name). */
  name?: string | null;
  company?: string | null;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper case (`DE` when left out). */
  country?: string | null;
}

export const BILLING_ADDRESS_LIMITS = {
  name: 200,
  company: 200,
  street: 120,
  postcode: 10,
  city: 80,
} as const;

export type BillingAddressField = 'name' | 'company' | 'street' | 'postcode' | 'city' | 'country';
export type BillingAddressProblem = 'required' | 'tooLong' | 'invalid';

/** The countries offered in the form (the server takes any two-letter code). */
export const BILLING_COUNTRIES = ['DE', 'AT', 'CH', 'LU', 'NL', 'BE', 'FR', 'DK', 'PL'] as const;

/** What is wrong with a billing address, per field (trimmed values); empty when it is fine. */
export function billingAddressProblems(
  address: BillingAddress,
): Partial<Record<BillingAddressField, BillingAddressProblem>> {
  const problems: Partial<Record<BillingAddressField, BillingAddressProblem>> = {};
  const required = ['street', 'postcode', 'city'] as const;
  for (const field of required) if (!address[field]?.trim()) problems[field] = 'required';
  for (const field of [...required, 'name', 'company'] as const) {
    const value = address[field]?.trim() ?? '';
    if (problems[field]) continue;
    if (value.length > BILLING_ADDRESS_LIMITS[field]) problems[field] = 'tooLong';
    else if (value && !isSingleLineText(value)) problems[field] = 'invalid';
  }
  const postcode = address.postcode?.trim() ?? '';
  if (!problems.postcode && !/^[A-Za-z0-9 -]{3,10}$/.test(postcode)) problems.postcode = 'invalid';
  const country = address.country?.trim() || 'DE';
  if (!/^[A-Za-z]{2}$/.test(country)) problems.country = 'invalid';
  return problems;
}

/** The address as stored: trimmed, empty optional parts dropped, country upper case. */
export function cleanBillingAddress(address: BillingAddress): Required<BillingAddress> {
  const opt = (value: string | null | undefined) => value?.trim() || null;
  return {
    name: opt(address.name),
    company: opt(address.company),
    street: address.street.trim(),
    postcode: address.postcode.trim(),
    city: address.city.trim(),
    country: (address.country?.trim() || 'DE').toUpperCase(),
  };
}

/** The lines printed under the buyer's name on an invoice (country only outside Germany). */
export function billingAddressLines(address: BillingAddress): string[] {
  const clean = cleanBillingAddress(address);
  return [
    clean.street,
    `${clean.postcode} ${clean.city}`,
    ...(clean.country && clean.country !== 'DE' ? [clean.country] : []),
  ];
}
