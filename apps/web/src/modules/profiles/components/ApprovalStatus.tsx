import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Alert, type AlertTone } from '@platform/ui';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { ApprovalStatusBadge } from './ApprovalStatusBadge';

export const ApprovalStatus_profile = graphql(`
  fragment ApprovalStatus_profile on Profile {
    approvalStatus
    adminComment
  }
`);

const m = defineMessages({
  label: { id: 'member.profile.approval.label', defaultMessage: 'Freigabestatus' },
  pending: {
    id: 'member.profile.approval.pending',
    defaultMessage:
      'Ihr Profil wird vom Admin-Team geprüft, in der Regel innerhalb von 24 bis 48 Stunden.',
  },
  needs_review: {
    id: 'member.profile.approval.needsReview',
    defaultMessage:
      'Ihre Änderungen werden geprüft. Bis zur Freigabe sehen andere die zuletzt freigegebene Fassung.',
  },
  approved: {
    id: 'member.profile.approval.approved',
    defaultMessage: 'Ihr Profil ist freigegeben.',
  },
  rejected: {
    id: 'member.profile.approval.rejected',
    defaultMessage:
      'Ihr Profil wurde nicht freigegeben. Bitte passen Sie es an und speichern Sie es erneut.',
  },
  comment: { id: 'member.profile.approval.comment', defaultMessage: 'Kommentar des Admin-Teams' },
});

const TONES: Record<string, AlertTone> = {
  pending: 'info',
  needs_review: 'info',
  approved: 'success',
  rejected: 'warning',
};

export interface ApprovalStatusProps {
  profile: FragmentType<typeof ApprovalStatus_profile>;
}

/** Where the profile's review stands, with the admin team's comment when there is one. */
export function ApprovalStatus({ profile }: ApprovalStatusProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: ApprovalStatus_profile, from: profile });
  if (!complete) return null;
  const status = data.approvalStatus;
  const explanation =
    status === 'pending' ||
    status === 'needs_review' ||
    status === 'approved' ||
    status === 'rejected'
      ? m[status]
      : null;

  return (
    <Alert
      tone={TONES[status] ?? 'info'}
      live="off"
      className="profile-approval"
      title={
        <>
          <FormattedMessage {...m.label} />: <ApprovalStatusBadge status={status} />
        </>
      }
    >
      {explanation && <p>{intl.formatMessage(explanation)}</p>}
      {data.adminComment && (
        <div className="profile-approval__comment">
          <p className="profile-approval__comment-label">{intl.formatMessage(m.comment)}</p>
          <blockquote>{data.adminComment}</blockquote>
        </div>
      )}
    </Alert>
  );
}
