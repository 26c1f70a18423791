import { useMutation, useQuery } from '@apollo/client/react';
import { TICKET_PATHS } from '@platform/domain';
import { Alert, Button } from '@platform/ui';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../../graphql/generated';
import { graphqlErrorCode } from '../graphql-errors';
import { ticketMessages } from '../ticket-messages';
import { TicketMessageForm } from './TicketMessageForm';
import { TicketThread } from './TicketThread';
import { useAuth } from '../../auth';

const MemberTicketQuery = graphql(`
  query MemberTicket($id: ID!) {
    ticket(id: $id) {
      id
      status
      ...TicketThread_ticket
    }
  }
`);

// The answer refreshes the cached ticket, so the thread above shows the new message.
const AddTicketMessageMutation = graphql(`
  mutation AddTicketMessage($input: TicketMessageInput!) {
    addTicketMessage(input: $input) {
      id
      status
      updatedAt
      messages {
        id
        body
        fromTeam
        authorName
        createdAt
      }
    }
  }
`);

const m = defineMessages({
  notFound: { id: 'member.tickets.notFound', defaultMessage: 'Ticket nicht gefunden.' },
  loadOneError: {
    id: 'member.tickets.loadOneError',
    defaultMessage: 'Das Ticket konnte nicht geladen werden.',
  },
  followUp: { id: 'member.tickets.followUp', defaultMessage: 'Weitere Nachricht' },
  send: { id: 'member.tickets.followUp.send', defaultMessage: 'Nachricht senden' },
  closed: {
    id: 'member.tickets.closedNote',
    defaultMessage:
      'Dieses Ticket ist geschlossen. Wenn Sie weitere Hilfe brauchen, eröffnen Sie bitte ein neues Ticket.',
  },
});

/** One of my tickets: the conversation and, while it is not closed, a follow-up form. */
export function MemberTicket({ id }: { id: string }) {
  const intl = useIntl();
  const { user } = useAuth();
  const { data, error, refetch } = useQuery(MemberTicketQuery, { variables: { id } });
  const [addMessage] = useMutation(AddTicketMessageMutation);

  if (error && !data) {
    const notFound = graphqlErrorCode(error) === 'TICKET_NOT_FOUND';
    return (
      <Alert
        tone={notFound ? 'warning' : 'danger'}
        live="assertive"
        title={intl.formatMessage(notFound ? m.notFound : m.loadOneError)}
      >
        <p>
          {notFound ? (
            <Link to={TICKET_PATHS.mine}>
              <FormattedMessage id="member.tickets.backToList" defaultMessage="Zu meinen Tickets" />
            </Link>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              {intl.formatMessage(ticketMessages.retry)}
            </Button>
          )}
        </p>
      </Alert>
    );
  }
  if (!data) {
    return <p role="status">{intl.formatMessage(ticketMessages.loading)}</p>;
  }
  return (
    <>
      <TicketThread ticket={data.ticket} viewer="member" headingLevel={1} />
      {data.ticket.status === 'closed' ? (
        <Alert tone="info" live="off">
          <p>{intl.formatMessage(m.closed)}</p>
        </Alert>
      ) : (
        <TicketMessageForm
          label={intl.formatMessage(m.followUp)}
          submitLabel={intl.formatMessage(m.send)}
          draftKey={`ticket-reply:${data.ticket.id}:${user?.id ?? ''}`}
          onSend={(message) =>
            addMessage({ variables: { input: { ticketId: data.ticket.id, message } } })
          }
        />
      )}
    </>
  );
}
