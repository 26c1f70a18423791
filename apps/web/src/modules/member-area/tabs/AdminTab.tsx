import { FormattedMessage } from 'react-intl';
import { PromoCodesAdmin, WorkshopApprovals, WorkshopChanges } from '../../workshops';
import { TicketQueue } from '../../tickets';
import { BookingAdmin } from '../../booking';
import { PaymentsAdmin } from '../../billing';
import { FailedMails, HostMessages } from '../../mail-admin';
import { AuditLogAdmin } from '../../audit-log';

/**
 * "Admin" (admins only): workshop approvals and change records, the support-ticket queue, the
 * Academy's promo codes, the consultants' booking settings and the e-mails that could not be
 * sent, the hosts' messages to their registrants and the audit log, each a section of its own
 * module.
 */
export function AdminTab() {
  return (
    <section className="member-tab" aria-labelledby="member-admin-title">
      <h2 id="member-admin-title" className="member-tab__title">
        <FormattedMessage id="member.admin.title" defaultMessage="Administration" />
      </h2>
      <p className="member-tab__intro">
        <FormattedMessage
          id="member.admin.intro"
          defaultMessage="Workshops freigeben, Änderungen prüfen, Support-Anfragen beantworten, Beratungstermine verwalten und Zahlungen erfassen."
        />
      </p>
      <WorkshopApprovals />
      <WorkshopChanges />
      <TicketQueue />
      <PromoCodesAdmin />
      <BookingAdmin />
      <PaymentsAdmin />
      <FailedMails />
      <HostMessages />
      <AuditLogAdmin />
    </section>
  );
}
