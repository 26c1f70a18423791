import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button } from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { graphqlErrorMessage } from '../graphql-errors';
import { ticketMessages } from '../ticket-messages';
import { TicketMessageForm } from './TicketMessageForm';
import { TicketThread } from './TicketThread';

const TicketQueueDetailQuery = graphql(`
  query TicketQueueDetail($id: ID!) {
    ticket(id: $id) {
      id
      status
      ...TicketThread_ticket
    }
  }
`);

const ReplyToTicketMutation = graphql(`
  mutation ReplyToTicket($input: TicketMessageInput!) {
    replyToTicket(input: $input) {
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

const CloseTicketMutation = graphql(`
  mutation CloseTicket($id: ID!) {
    closeTicket(id: $id) {
      id
      status
      updatedAt
    }
  }
`);

const m = defineMessages({
  reply: { id: 'member.tickets.admin.reply', defaultMessage: 'Antwort an das Mitglied' },
  send: { id: 'member.tickets.admin.send', defaultMessage: 'Antwort senden' },
  close: { id: 'member.tickets.admin.close', defaultMessage: 'Ticket schließen' },
  closing: { id: 'member.tickets.admin.closing', defaultMessage: 'Wird geschlossen...' },
  closeFailed: {
    id: 'member.tickets.admin.closeFailed',
    defaultMessage: 'Das Ticket konnte nicht geschlossen werden.',
  },
  closed: {
    id: 'member.tickets.admin.closedNote',
    defaultMessage: 'Dieses Ticket ist geschlossen.',
  },
});

export interface TicketQueueDetailProps {
  id: string;
  /** The level of the ticket's heading (one below the queue's). */
  headingLevel: 3 | 4;
  /** Called after a reply or close, so the queue can re-sort. */
  onChanged: () => void;
}

/** The opened ticket in the admin queue: the conversation, a reply form and "close". */
export function TicketQueueDetail({ id, headingLevel, onChanged }: TicketQueueDetailProps) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, refetch } = useQuery(TicketQueueDetailQuery, { variables: { id } });
  const [reply] = useMutation(ReplyToTicketMutation);
  const [closeTicket, { loading: closing }] = useMutation(CloseTicketMutation);
  const [closeError, setCloseError] = useState<string | null>(null);
  const loaded = Boolean(data);

  // Opening a ticket moves focus to it, so keyboard and screen-reader users land in the thread.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded, id]);

  if (error && !data) {
    return (
      <Alert tone="danger" live="assertive" title={graphqlErrorMessage(error)}>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {intl.formatMessage(ticketMessages.retry)}
        </Button>
      </Alert>
    );
  }
  if (!data) return <p role="status">{intl.formatMessage(ticketMessages.loading)}</p>;

  const onClose = async () => {
    setCloseError(null);
    try {
      await closeTicket({ variables: { id } });
      onChanged();
    } catch (failure) {
      console.error('[tickets] Closing the ticket failed.', failure);
      setCloseError(graphqlErrorMessage(failure) ?? intl.formatMessage(m.closeFailed));
    }
  };

  return (
    <div className="ticket-queue__detail">
      <TicketThread
        ticket={data.ticket}
        viewer="admin"
        headingLevel={headingLevel}
        headingRef={headingRef}
      />
      {closeError && (
        <Alert tone="danger" live="assertive">
          <p>{closeError}</p>
        </Alert>
      )}
      {data.ticket.status === 'closed' ? (
        <Alert tone="info" live="polite">
          <p>{intl.formatMessage(m.closed)}</p>
        </Alert>
      ) : (
        <TicketMessageForm
          label={intl.formatMessage(m.reply)}
          submitLabel={intl.formatMessage(m.send)}
          onSend={async (message) => {
            await reply({ variables: { input: { ticketId: id, message } } });
            onChanged();
          }}
          extraActions={
            <Button
              type="button"
              variant="secondary"
              loading={closing}
              loadingLabel={intl.formatMessage(m.closing)}
              onClick={() => void onClose()}
            >
              {intl.formatMessage(m.close)}
            </Button>
          }
        />
      )}
    </div>
  );
}
