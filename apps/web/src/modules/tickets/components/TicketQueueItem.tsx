import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { cx } from '@platform/ui';
import { graphql } from '../../../graphql/generated';
import { TicketCategoryName } from './TicketCategoryName';
import { TicketStatusBadge } from './TicketStatusBadge';
import { TicketTime } from './TicketTime';

export const TicketQueueItem_ticket = graphql(`
  fragment TicketQueueItem_ticket on Ticket {
    id
    subject
    category
    status
    updatedAt
    owner {
      id
      name
      email
    }
  }
`);

export interface TicketQueueItemProps {
  ticket: FragmentType<typeof TicketQueueItem_ticket>;
  selected: boolean;
  onOpen: (id: string) => void;
}

/** A ticket in the admin queue: a button that opens it beside the list. */
export function TicketQueueItem({ ticket, selected, onOpen }: TicketQueueItemProps) {
  const { data, complete } = useFragment({ fragment: TicketQueueItem_ticket, from: ticket });
  if (!complete) return null;
  return (
    <li className={cx('tickets-list__item', selected && 'tickets-list__item--selected')}>
      <button
        type="button"
        className="tickets-list__open"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onOpen(data.id)}
      >
        {data.subject}
      </button>
      <TicketStatusBadge status={data.status} />
      <span className="tickets-list__meta">
        {data.owner.name} · <TicketCategoryName category={data.category} /> ·{' '}
        <TicketTime value={data.updatedAt} />
      </span>
    </li>
  );
}
