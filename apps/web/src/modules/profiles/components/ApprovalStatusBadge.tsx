import { APPROVAL_STATUSES, type ApprovalStatus } from '@platform/domain';
import { Badge, type BadgeTone } from '@platform/ui';
import { useIntl } from 'react-intl';
import { approvalStatusLabels } from '../profile-messages';

const TONES: Record<ApprovalStatus, BadgeTone> = {
  pending: 'warning',
  needs_review: 'info',
  approved: 'success',
  rejected: 'danger',
};

export function isApprovalStatus(value: string): value is ApprovalStatus {
  return (APPROVAL_STATUSES as readonly string[]).includes(value);
}

/** The review state of a profile in words ("Ausstehend", "Überprüfung erforderlich", ...). */
export function ApprovalStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  if (!isApprovalStatus(status)) return <Badge>{status}</Badge>;
  return <Badge tone={TONES[status]}>{intl.formatMessage(approvalStatusLabels[status])}</Badge>;
}
