import '../modules/tickets/tickets.css';
import { TICKET_PATHS } from '@platform/domain';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { RequireAuth } from '../modules/auth/components/RequireAuth';
import { MemberTicket } from '../modules/tickets/components/MemberTicket';

const m = defineMessages({
  title: { id: 'member.tickets.ticket.meta.title', defaultMessage: 'Ihr Ticket' },
});

/** `/member-area/tickets/:ticketId`: one of my tickets with its conversation. */
export function TicketPage() {
  const intl = useIntl();
  const { ticketId = '' } = useParams();
  usePageMeta({ title: intl.formatMessage(m.title) });
  return (
    <div className="mk-section">
      <div className="app-container tickets-page">
        <RequireAuth>
          <p>
            <Link to={TICKET_PATHS.mine}>
              <FormattedMessage id="member.tickets.backToList" defaultMessage="Zu meinen Tickets" />
            </Link>
          </p>
          <MemberTicket key={ticketId} id={ticketId} />
        </RequireAuth>
      </div>
    </div>
  );
}
