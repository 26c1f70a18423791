import '../tickets.css';
import { useQuery } from '@apollo/client/react';
import { isOneOf, TICKET_STATUSES, type TicketStatus } from '@platform/domain';
import { Alert, Button, SelectField } from '@platform/ui';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../../graphql/generated';
import { statusMessages, ticketMessages } from '../ticket-messages';
import { TicketQueueDetail } from './TicketQueueDetail';
import { TicketQueueItem } from './TicketQueueItem';

const AllTicketsQuery = graphql(`
  query AllTickets($status: String) {
    allTickets(status: $status) {
      id
      ...TicketQueueItem_ticket
    }
  }
`);

const m = defineMessages({
  title: { id: 'member.tickets.admin.title', defaultMessage: 'Support-Tickets' },
  filter: { id: 'member.tickets.admin.filter', defaultMessage: 'Nach Status filtern' },
  all: { id: 'member.tickets.admin.all', defaultMessage: 'Alle' },
  empty: { id: 'member.tickets.admin.empty', defaultMessage: 'Keine Tickets in dieser Ansicht.' },
});

/**
 * The admin's ticket queue: filter by status, open a ticket, reply, close. The filter and the
 * opened ticket live in the URL (`status`, `ticket`), so e-mail links open the right ticket and
 * the queue works inside the member area's Admin tab as well as on its own page. Inside a tab
 * panel that already has an h2, pass `headingLevel={3}`.
 */
export function TicketQueue({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: TicketStatus | undefined = isOneOf(TICKET_STATUSES, rawStatus)
    ? rawStatus
    : undefined;
  const selected = params.get('ticket');
  const { data, error, loading, refetch } = useQuery(AllTicketsQuery, {
    variables: { status },
    fetchPolicy: 'cache-and-network',
  });

  const update = (name: 'status' | 'ticket', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'status' },
    );

  return (
    <section className="ticket-queue" aria-labelledby="ticket-queue-title">
      <Heading id="ticket-queue-title">{intl.formatMessage(m.title)}</Heading>
      <SelectField
        name="status"
        label={intl.formatMessage(m.filter)}
        value={status ?? ''}
        onChange={(event) => update('status', event.target.value || null)}
      >
        <option value="">{intl.formatMessage(m.all)}</option>
        {TICKET_STATUSES.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage(statusMessages[value])}
          </option>
        ))}
      </SelectField>
      <div className="ticket-queue__layout">
        <div className="ticket-queue__list">
          {error && !data ? (
            <Alert
              tone="danger"
              live="assertive"
              title={intl.formatMessage(ticketMessages.loadError)}
            >
              <Button variant="secondary" size="sm" onClick={() => void refetch()}>
                {intl.formatMessage(ticketMessages.retry)}
              </Button>
            </Alert>
          ) : !data ? (
            <p role="status" aria-busy={loading}>
              {intl.formatMessage(ticketMessages.loading)}
            </p>
          ) : data.allTickets.length === 0 ? (
            <p className="tickets-empty">{intl.formatMessage(m.empty)}</p>
          ) : (
            <ul className="tickets-list">
              {data.allTickets.map((ticket) => (
                <TicketQueueItem
                  key={ticket.id}
                  ticket={ticket}
                  selected={ticket.id === selected}
                  onOpen={(id) => update('ticket', id)}
                />
              ))}
            </ul>
          )}
        </div>
        {selected ? (
          <TicketQueueDetail
            key={selected}
            id={selected}
            headingLevel={headingLevel === 2 ? 3 : 4}
            onChanged={() => void refetch()}
          />
        ) : (
          <p className="ticket-queue__hint">
            <FormattedMessage
              id="member.tickets.admin.pick"
              defaultMessage="Wählen Sie ein Ticket aus, um es zu lesen und zu beantworten."
            />
          </p>
        )}
      </div>
    </section>
  );
}
