import { Badge, type BadgeTone } from '@platform/ui';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { workshopMessages as m } from '../workshop-messages';

/** The review and life-cycle state in words (spec: "Pending Approval", "Approved & Live"...). */
export function workshopStatus(workshop: { isApproved: boolean; status: string }): {
  tone: BadgeTone;
  message: MessageDescriptor;
} {
  if (!workshop.isApproved) return { tone: 'warning', message: m.statusPending };
  if (workshop.status === 'cancelled') return { tone: 'danger', message: m.statusCancelled };
  if (workshop.status === 'completed') return { tone: 'neutral', message: m.statusCompleted };
  return { tone: 'success', message: m.statusLive };
}

export function WorkshopStatusBadge(props: { isApproved: boolean; status: string }) {
  const intl = useIntl();
  const { tone, message } = workshopStatus(props);
  return <Badge tone={tone}>{intl.formatMessage(message)}</Badge>;
}
