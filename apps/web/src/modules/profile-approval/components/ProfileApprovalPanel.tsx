import { REVIEW_COMMENT_MAX_LENGTH } from '@platform/domain';
import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Dialog, TextAreaField } from '@platform/ui';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { PendingProfileCard } from './PendingProfileCard';

const PendingProfilesQuery = graphql(`
  query PendingProfiles {
    pendingProfiles {
      id
      ...PendingProfileCard_profile
    }
  }
`);

const ApproveProfileMutation = graphql(`
  mutation ApproveProfile($id: ID!, $input: ReviewCommentInput) {
    approveProfile(id: $id, input: $input) {
      id
      approvalStatus
      adminComment
    }
  }
`);

const RejectProfileMutation = graphql(`
  mutation RejectProfile($id: ID!, $input: ReviewCommentInput) {
    rejectProfile(id: $id, input: $input) {
      id
      approvalStatus
      adminComment
    }
  }
`);

const m = defineMessages({
  title: { id: 'member.review.title', defaultMessage: 'Profilfreigabe' },
  intro: {
    id: 'member.review.intro',
    defaultMessage:
      'Neue und geänderte Profile prüfen. Das Mitglied erhält eine E-Mail mit Ihrer Entscheidung.',
  },
  comment: { id: 'member.review.comment', defaultMessage: 'Kommentar für das Mitglied' },
  commentHint: {
    id: 'member.review.commentHint',
    defaultMessage:
      'Optional. Gilt für die nächste Freigabe oder Ablehnung; das Mitglied sieht ihn im Profil und in der E-Mail.',
  },
  optional: { id: 'member.review.optional', defaultMessage: '(optional)' },
  loading: { id: 'member.review.loading', defaultMessage: 'Profile werden geladen…' },
  loadFailed: {
    id: 'member.review.loadFailed',
    defaultMessage: 'Ausstehende Profile konnten nicht geladen werden',
  },
  retry: { id: 'member.review.retry', defaultMessage: 'Erneut versuchen' },
  empty: { id: 'member.review.empty', defaultMessage: 'Keine ausstehenden Profile' },
  listLabel: { id: 'member.review.listLabel', defaultMessage: 'Ausstehende Profile' },
  approveFailed: {
    id: 'member.review.approveFailed',
    defaultMessage: 'Profil konnte nicht freigegeben werden',
  },
  rejectFailed: {
    id: 'member.review.rejectFailed',
    defaultMessage: 'Profil konnte nicht abgelehnt werden',
  },
  confirmTitle: { id: 'member.review.confirmTitle', defaultMessage: 'Profil ablehnen?' },
  confirmReject: { id: 'member.review.confirmReject', defaultMessage: 'Ablehnen' },
  cancel: { id: 'member.review.cancel', defaultMessage: 'Abbrechen' },
});

const approvedMessage = defineMessage<{ name: string }>({
  id: 'member.review.approved',
  defaultMessage: 'Profil von {name} freigegeben.',
});

const rejectedMessage = defineMessage<{ name: string }>({
  id: 'member.review.rejected',
  defaultMessage: 'Profil von {name} abgelehnt.',
});

const confirmTextMessage = defineMessage<{ name: string }>({
  id: 'member.review.confirmText',
  defaultMessage:
    'Das Profil von {name} wird abgelehnt und das Mitglied per E-Mail benachrichtigt.',
});

const confirmCommentMessage = defineMessage<{ comment: string }>({
  id: 'member.review.confirmComment',
  defaultMessage: 'Ihr Kommentar: „{comment}“',
});

type Outcome = { tone: 'success' | 'danger'; title: string; text?: string };

/** The admin's review of pending profiles: one shared comment, approve, reject (confirmed). */
export function ProfileApprovalPanel() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, loading, error, refetch } = useQuery(PendingProfilesQuery, {
    notifyOnNetworkStatusChange: true,
  });
  const [comment, setComment] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);
  const [approve] = useMutation(ApproveProfileMutation);
  const [reject] = useMutation(RejectProfileMutation);

  const review = async (id: string, name: string, decision: 'approve' | 'reject') => {
    setBusyId(id);
    setOutcome(null);
    const mutate = decision === 'approve' ? approve : reject;
    try {
      await mutate({
        variables: { id, input: { comment: comment.trim() || null } },
        update(cache) {
          // The decided profile leaves the list at once.
          cache.modify({
            fields: {
              pendingProfiles(existing: readonly Reference[] = [], { readField }) {
                return existing.filter((ref) => readField('id', ref) !== id);
              },
            },
          });
        },
      });
      setComment('');
      setOutcome({
        tone: 'success',
        title: t(decision === 'approve' ? approvedMessage : rejectedMessage, { name }),
      });
    } catch (failure) {
      setOutcome({
        tone: 'danger',
        title: t(decision === 'approve' ? m.approveFailed : m.rejectFailed),
        text: serverErrorOf(failure).message,
      });
    } finally {
      setBusyId(null);
    }
  };

  const profiles = data?.pendingProfiles ?? [];

  return (
    <section className="profile-review" aria-labelledby="profile-review-title">
      <h2 id="profile-review-title" className="member-tab__title">
        {t(m.title)}
      </h2>
      <p className="member-tab__intro">{t(m.intro)}</p>
      <TextAreaField
        label={t(m.comment)}
        optionalLabel={t(m.optional)}
        hint={t(m.commentHint)}
        rows={3}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div aria-live="polite" className="profile-review__outcome">
        {outcome && (
          <Alert tone={outcome.tone} live="off" title={outcome.title}>
            {outcome.text && <p>{outcome.text}</p>}
          </Alert>
        )}
      </div>
      {error && !data ? (
        <Alert tone="danger" live="assertive" title={t(m.loadFailed)}>
          <Button
            variant="secondary"
            size="sm"
            loading={loading}
            onClick={() => void refetch().catch(() => undefined)}
          >
            {t(m.retry)}
          </Button>
        </Alert>
      ) : !data ? (
        <p role="status">{t(m.loading)}</p>
      ) : profiles.length === 0 ? (
        <p className="profile-review__empty">{t(m.empty)}</p>
      ) : (
        <ul className="profile-review__list" aria-label={t(m.listLabel)}>
          {profiles.map((profile) => (
            <PendingProfileCard
              key={profile.id}
              profile={profile}
              busy={busyId === profile.id}
              onApprove={(name) => void review(profile.id, name, 'approve')}
              onReject={(name) => setConfirming({ id: profile.id, name })}
            />
          ))}
        </ul>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t(m.confirmTitle)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t(m.cancel)}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (!confirming) return;
                const { id, name } = confirming;
                setConfirming(null);
                void review(id, name, 'reject');
              }}
            >
              {t(m.confirmReject)}
            </Button>
          </>
        }
      >
        <p>{t(confirmTextMessage, { name: confirming?.name ?? '' })}</p>
        {comment.trim() && <p>{t(confirmCommentMessage, { comment: comment.trim() })}</p>}
      </Dialog>
    </section>
  );
}
