import { useQuery } from '@apollo/client/react';
import { Alert, Button } from '@platform/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { ticketMessages } from '../ticket-messages';
import { TicketListItem } from './TicketListItem';

export const MyTicketsQuery = graphql(`
  query MyTickets {
    myTickets {
      id
      ...TicketListItem_ticket
    }
  }
`);

/** The signed-in member's tickets, latest activity first. */
export function MyTicketList() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(MyTicketsQuery, {
    fetchPolicy: 'cache-and-network',
  });

  if (error && !data) {
    return (
      <Alert tone="danger" live="assertive" title={intl.formatMessage(ticketMessages.loadError)}>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {intl.formatMessage(ticketMessages.retry)}
        </Button>
      </Alert>
    );
  }
  if (!data) {
    return (
      <p role="status" aria-busy={loading}>
        {intl.formatMessage(ticketMessages.loading)}
      </p>
    );
  }
  if (data.myTickets.length === 0) {
    return (
      <p className="tickets-empty">
        <FormattedMessage
          id="member.tickets.empty"
          defaultMessage="Sie haben noch keine Tickets. Wenn Sie Hilfe brauchen, eröffnen Sie einfach eines."
        />
      </p>
    );
  }
  return (
    <ul className="tickets-list">
      {data.myTickets.map((ticket) => (
        <TicketListItem key={ticket.id} ticket={ticket} />
      ))}
    </ul>
  );
}
