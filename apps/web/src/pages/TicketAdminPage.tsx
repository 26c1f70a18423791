import { defineMessages, useIntl } from 'react-intl';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { RequireAuth } from '../modules/auth/components/RequireAuth';
import { TicketQueue } from '../modules/tickets/components/TicketQueue';

const m = defineMessages({
  title: { id: 'member.tickets.admin.meta.title', defaultMessage: 'Ticket-Warteschlange' },
});

/** `/member-area/tickets/admin`: the admin queue on its own page (it also sits in the Admin tab). */
export function TicketAdminPage() {
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage(m.title) });
  return (
    <div className="mk-section">
      <div className="app-container tickets-page">
        <RequireAuth role="ADMIN">
          <h1 className="tickets-page__title">{intl.formatMessage(m.title)}</h1>
          <TicketQueue />
        </RequireAuth>
      </div>
    </div>
  );
}
