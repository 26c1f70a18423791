import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { cx } from '@platform/ui';
import type { Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { ticketMessages } from '../ticket-messages';
import { TicketCategoryName } from './TicketCategoryName';
import { TicketStatusBadge } from './TicketStatusBadge';
import { TicketTime } from './TicketTime';

export const TicketThread_ticket = graphql(`
  fragment TicketThread_ticket on Ticket {
    id
    subject
    category
    status
    createdAt
    owner {
      id
      name
      email
    }
    messages {
      id
      body
      fromTeam
      authorName
      createdAt
    }
  }
`);

export interface TicketThreadProps {
  ticket: FragmentType<typeof TicketThread_ticket>;
  /** The member sees "You" and "Support team"; an admin sees the member's name and address. */
  viewer: 'member' | 'admin';
  /** The page's main heading on the ticket page, a section heading inside the admin queue. */
  headingLevel: 1 | 3 | 4;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A ticket's subject, facts and conversation, oldest message first. */
export function TicketThread({ ticket, viewer, headingLevel, headingRef }: TicketThreadProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: TicketThread_ticket, from: ticket });
  if (!complete) return null;
  const Heading = `h${headingLevel}` as const;

  const authorOf = (message: (typeof data.messages)[number]) => {
    if (message.fromTeam) {
      const team = intl.formatMessage(ticketMessages.team);
      return viewer === 'admin' && message.authorName ? `${team} (${message.authorName})` : team;
    }
    return viewer === 'member'
      ? intl.formatMessage(ticketMessages.you)
      : (message.authorName ?? data.owner.name);
  };

  return (
    <article className="ticket-thread" aria-labelledby={`ticket-${data.id}-title`}>
      <Heading
        id={`ticket-${data.id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="ticket-thread__title"
      >
        {data.subject}
      </Heading>
      <dl className="ticket-thread__facts">
        <div>
          <dt>{intl.formatMessage(ticketMessages.statusLabel)}</dt>
          <dd>
            <TicketStatusBadge status={data.status} />
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(ticketMessages.categoryLabel)}</dt>
          <dd>
            <TicketCategoryName category={data.category} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="member.tickets.opened" defaultMessage="Eröffnet" />
          </dt>
          <dd>
            <TicketTime value={data.createdAt} />
          </dd>
        </div>
        {viewer === 'admin' && (
          <div>
            <dt>
              <FormattedMessage id="member.tickets.member" defaultMessage="Mitglied" />
            </dt>
            <dd>
              {data.owner.name} (<a href={`mailto:${data.owner.email}`}>{data.owner.email}</a>)
            </dd>
          </div>
        )}
      </dl>
      <ol className="ticket-thread__messages">
        {data.messages.map((message) => (
          <li
            key={message.id}
            className={cx('ticket-message', message.fromTeam && 'ticket-message--team')}
          >
            <p className="ticket-message__meta">
              <strong>{authorOf(message)}</strong> · <TicketTime value={message.createdAt} />
            </p>
            <p className="ticket-message__body">{message.body}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
