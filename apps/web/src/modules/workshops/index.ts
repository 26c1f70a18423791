/**
 * The workshops module's public entry (catalog, sessions, registrations, hosting, review,
 * flagship): what the member area and billing show of it.
 */
export { MyWorkshops } from './hosting/MyWorkshops';
export { MyRegistrations } from './registrations/MyRegistrations';
export { type GuestInvoice } from './registrations/guest-cancel';
export { PromoCodesAdmin } from './registrations/promo-codes/PromoCodesAdmin';
export { WorkshopApprovals } from './review/WorkshopApprovals';
export { WorkshopChanges } from './review/WorkshopChanges';
