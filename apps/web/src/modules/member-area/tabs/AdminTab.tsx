import { FormattedMessage } from 'react-intl';
import { WorkshopApprovals } from '../../workshops/admin/WorkshopApprovals';
import { WorkshopChanges } from '../../workshops/admin/WorkshopChanges';
import { TicketQueue } from '../../tickets/components/TicketQueue';

/**
 * "Admin" (admins only). Composition point: workshop approvals, workshop changes, the ticket
 * queue and the other admin sections are placed below the intro when the branches are merged.
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
          defaultMessage="Workshops freigeben, Änderungen prüfen und Anfragen beantworten."
        />
      </p>
      <WorkshopApprovals />
      <WorkshopChanges />
      <TicketQueue />
      {/* MERGE POINT (booking): further admin sections go here. */}
    </section>
  );
}
