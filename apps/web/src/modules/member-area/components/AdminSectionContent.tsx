import { AuditLogAdmin } from '../../audit-log/components/AuditLogAdmin';
import { BookingAdmin } from '../../booking/components/BookingAdmin';
import { PaymentsAdmin } from '../../billing/components/PaymentsAdmin';
import { FailedMails } from '../../mail-admin/components/FailedMails';
import { HostMessages } from '../../mail-admin/components/HostMessages';
import { PromoCodesAdmin } from '../../workshops/registrations/promo-codes/PromoCodesAdmin';
import { TicketQueue } from '../../tickets/components/TicketQueue';
import { WorkshopApprovals } from '../../workshops/review/WorkshopApprovals';
import { WorkshopChanges } from '../../workshops/review/WorkshopChanges';
import type { AdminSection } from '../admin-sections';

/** The one admin section shown, each from its own module. */
export function AdminSectionContent({ section }: { section: AdminSection }) {
  switch (section) {
    case 'approvals':
      return (
        <>
          <WorkshopApprovals />
          <WorkshopChanges />
        </>
      );
    case 'tickets':
      return <TicketQueue />;
    case 'payments':
      return <PaymentsAdmin />;
    case 'mails':
      return (
        <>
          <FailedMails />
          <HostMessages />
        </>
      );
    case 'bookings':
      return <BookingAdmin />;
    case 'promo-codes':
      return <PromoCodesAdmin />;
    case 'audit-log':
      return <AuditLogAdmin />;
  }
}
