/** The billing module's public entry: invoices for members and guests, and the admin's payments. */
export { GuestInvoices } from './components/GuestInvoices';
export { MemberInvoice } from './components/MemberInvoices';
export { PaymentsAdmin } from './components/PaymentsAdmin';
