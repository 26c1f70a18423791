import { isOneOf, TICKET_STATUSES, type TicketStatus } from '@platform/domain';
import { Badge, type BadgeTone } from '@platform/ui';
import { useIntl } from 'react-intl';
import { statusMessages } from '../ticket-messages';

const TONES: Record<TicketStatus, BadgeTone> = {
  open: 'warning',
  answered: 'success',
  closed: 'neutral',
};

/** Open, answered or closed, in words (the colour only repeats it). */
export function TicketStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  if (!isOneOf(TICKET_STATUSES, status)) return <Badge>{status}</Badge>;
  return <Badge tone={TONES[status]}>{intl.formatMessage(statusMessages[status])}</Badge>;
}
