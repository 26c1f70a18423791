import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { TICKET_PATHS } from '@platform/domain';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../../graphql/generated';
import { TicketCategoryName } from './TicketCategoryName';
import { TicketStatusBadge } from './TicketStatusBadge';
import { TicketTime } from './TicketTime';

export const TicketListItem_ticket = graphql(`
  fragment TicketListItem_ticket on Ticket {
    id
    subject
    category
    status
    updatedAt
  }
`);

/** One of my tickets in the list: subject (link to the thread), status, category, last activity. */
export function TicketListItem({ ticket }: { ticket: FragmentType<typeof TicketListItem_ticket> }) {
  const { data, complete } = useFragment({ fragment: TicketListItem_ticket, from: ticket });
  if (!complete) return null;
  return (
    <li className="tickets-list__item">
      <Link className="tickets-list__subject" to={TICKET_PATHS.ticket(data.id)}>
        {data.subject}
      </Link>
      <TicketStatusBadge status={data.status} />
      <span className="tickets-list__meta">
        <TicketCategoryName category={data.category} />
        {' · '}
        <FormattedMessage
          id="member.tickets.updated"
          defaultMessage="Letzte Aktivität: {time}"
          values={{ time: <TicketTime value={data.updatedAt} /> }}
        />
      </span>
    </li>
  );
}
