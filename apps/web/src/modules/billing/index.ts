/**
 * The billing module's public entry: invoices for members and guests, the membership's billing,
 * and the admin's payments.
 */
export { GuestInvoices } from './components/GuestInvoices';
export { MemberInvoice } from './components/MemberInvoices';
export { MembershipBilling } from './components/MembershipBilling';
export { MyInvoices } from './components/MyInvoices';
export { PaymentsAdmin } from './components/PaymentsAdmin';
export { CheckoutStep } from './checkout/CheckoutStep';
export { TermsAcceptanceLabel, termsLink } from './checkout/TermsLinks';
export {
  BILLING_ADDRESS_FIELDS,
  BillingAddressFields,
  useBillingAddress,
} from './checkout/BillingAddressFields';
export { useInvoiceAmounts } from './checkout/usePriceTerms';
