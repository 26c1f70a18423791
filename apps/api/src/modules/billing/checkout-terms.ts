import {
  type BillingAddress,
  billingAddressProblems,
  cleanBillingAddress,
  TERMS_VERSION,
} from '@platform/domain';
import { DomainError } from '../../core/errors/domain-error.js';

/** What a buyer sends with a paid order: the acceptance of the terms, and an address. */
export interface CheckoutRequest {
  acceptTerms?: boolean | null;
  billingAddress?: BillingAddress | null;
}

/** The acceptance as stored with the order. */
export interface AcceptedTerms {
  acceptedAt: Date;
  version: string;
}

/**
 * § 312j BGB: a paid order exists only after the buyer pressed the button that says so and
 * accepted the terms. Refuses (and so changes nothing) without that acceptance.
 */
export function requireAcceptedTerms(
  checkout: CheckoutRequest | null | undefined,
  now: Date = new Date(),
): AcceptedTerms {
  if (checkout?.acceptTerms !== true) throw new DomainError('TERMS_NOT_ACCEPTED');
  return { acceptedAt: now, version: TERMS_VERSION };
}

/**
 * A paid seat: the acceptance and a valid billing address (field errors in the usual
 * `VALIDATION_FAILED` shape, `billingAddress.street` etc.).
 */
export function requirePaidCheckout(
  checkout: CheckoutRequest | null | undefined,
  now: Date = new Date(),
): { terms: AcceptedTerms; address: Required<BillingAddress> } {
  const terms = requireAcceptedTerms(checkout, now);
  const address = checkedBillingAddress(checkout);
  if (!address) throw new DomainError('BILLING_ADDRESS_REQUIRED');
  return { terms, address };
}

/**
 * The billing address sent with an order, checked and cleaned; null when none was sent (the
 * membership takes one optionally: callers from before the address still work).
 */
export function checkedBillingAddress(
  checkout: CheckoutRequest | null | undefined,
): Required<BillingAddress> | null {
  const address = checkout?.billingAddress;
  if (!address) return null;
  const problems = billingAddressProblems(address);
  const fields = Object.fromEntries(
    Object.keys(problems).map((field) => [`billingAddress.${field}`, 'VALIDATION_FAILED']),
  );
  if (Object.keys(fields).length > 0) throw new DomainError('VALIDATION_FAILED', { fields });
  return cleanBillingAddress(address);
}
