import { AuditLogAdmin } from '../../audit-log';
import { BookingAdmin } from '../../booking';
import { PaymentsAdmin } from '../../billing';
import { ProjectRequestsAdmin } from '../../projects';
import { ProjectHoursAdmin } from '../../project-time';
import { FailedMails, HostMessages } from '../../mail-admin';
import { PromoCodesAdmin, WorkshopApprovals, WorkshopChanges } from '../../workshops';
import { TicketQueue } from '../../tickets';
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
    case 'projects':
      return <ProjectRequestsAdmin />;
    case 'project-hours':
      return <ProjectHoursAdmin />;
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
