/** The billing module's public entry: what other modules may use. */
export { BillingModule } from './billing.module.js';
export { BilledSessions } from './billed-sessions.js';
export { BillingDeadlines } from './billing-deadlines.service.js';
export { InvoicesService } from './invoices.service.js';
export type { StoredInvoice } from './invoices.service.js';
export type { InvoiceLine } from './entities/invoice.entity.js';
export { MembershipService } from './membership.service.js';
export { InvoiceModel, invoiceJson, toInvoiceModel } from './models/invoice.model.js';
export { RefundsService } from './refunds.service.js';
export { SeatRegistrations } from './seat-registrations.js';
export { paymentInstructionsFor } from './payment-instructions.js';
export { requirePaidCheckout, requireAcceptedTerms } from './checkout-terms.js';
export type { CheckoutRequest } from './checkout-terms.js';
export { BillingAddressInput, CheckoutInput } from './dto/checkout.input.js';
