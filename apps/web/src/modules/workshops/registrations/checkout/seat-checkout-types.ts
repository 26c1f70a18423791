import type { BillingAddress } from '@platform/domain';

/** The `checkout` argument of `registerGuest` / `registerForWorkshop`. */
export interface CheckoutVariables {
  acceptTerms: boolean;
  billingAddress: BillingAddress;
}
