import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { formatBerlinDateTime, REVIEW_COMMENT_MAX_LENGTH } from '@platform/domain';
import { Alert, Badge, Button, Card, Dialog, TextAreaField } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { WorkshopPoster } from '../hosting/WorkshopPoster';
import { PendingTextsReview } from './PendingTextsReview';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { untypedMessages } from '../../../shared/i18n/untyped-messages';
import { workshopMessages as wm } from '../workshop-messages';

export const PendingWorkshopItem_workshop = graphql(`
  fragment PendingWorkshopItem_workshop on Workshop {
    id
    title
    description
    startTime
    durationMinutes
    maxParticipants
    format
    location
    posterUrl
    posterIsPdf
    pendingPosterUrl
    pendingPosterIsPdf
    pendingTitle
    pendingDescription
    isApproved
    creatorName
    creatorEmail
  }
`);

const ApproveWorkshop = graphql(`
  mutation ApproveWorkshop($id: ID!) {
    approveWorkshop(id: $id) {
      id
      isApproved
    }
  }
`);
const RejectWorkshop = graphql(`
  mutation RejectWorkshop($id: ID!, $input: WorkshopRejectionInput) {
    rejectWorkshop(id: $id, input: $input)
  }
`);
const ApproveWorkshopPoster = graphql(`
  mutation ApproveWorkshopPoster($id: ID!) {
    approveWorkshopPoster(id: $id) {
      id
      posterUrl
      pendingPosterUrl
    }
  }
`);
const RejectWorkshopPoster = graphql(`
  mutation RejectWorkshopPoster($id: ID!) {
    rejectWorkshopPoster(id: $id) {
      id
      pendingPosterUrl
    }
  }
`);

const m = untypedMessages(
  defineMessages({
    creator: { id: 'memberWorkshops.admin.creator', defaultMessage: 'Erstellt von' },
    approve: { id: 'memberWorkshops.admin.approve', defaultMessage: 'Freigeben' },
    approveLabel: {
      id: 'memberWorkshops.admin.approveLabel',
      defaultMessage: '„{title}“ freigeben',
    },
    reject: { id: 'memberWorkshops.admin.reject', defaultMessage: 'Ablehnen' },
    rejectComment: {
      id: 'memberWorkshops.admin.rejectComment',
      defaultMessage: 'Begründung für die Workshop-Leitung (optional, steht in der E-Mail)',
    },
    rejectLabel: { id: 'memberWorkshops.admin.rejectLabel', defaultMessage: '„{title}“ ablehnen' },
    rejectConfirm: {
      id: 'memberWorkshops.admin.rejectConfirm',
      defaultMessage: 'Diesen Workshop ablehnen und löschen?',
    },
    rejectConfirmText: {
      id: 'memberWorkshops.admin.rejectConfirmText',
      defaultMessage:
        '„{title}“ wird gelöscht; die Erstellerin oder der Ersteller erhält eine E-Mail.',
    },
    rejectAndDelete: {
      id: 'memberWorkshops.admin.rejectAndDelete',
      defaultMessage: 'Ablehnen und löschen',
    },
    approveFailed: {
      id: 'memberWorkshops.admin.approveFailed',
      defaultMessage: 'Der Workshop konnte nicht freigegeben werden.',
    },
    rejectFailed: {
      id: 'memberWorkshops.admin.rejectFailed',
      defaultMessage: 'Der Workshop konnte nicht abgelehnt werden.',
    },
    newPoster: {
      id: 'memberWorkshops.admin.newPoster',
      defaultMessage: 'Neues Poster zur Freigabe',
    },
    newPosterBadge: { id: 'memberWorkshops.admin.newPosterBadge', defaultMessage: 'Neues Poster' },
    newTextsBadge: { id: 'memberWorkshops.admin.newTextsBadge', defaultMessage: 'Neue Texte' },
    pendingBadge: { id: 'memberWorkshops.admin.pendingBadge', defaultMessage: 'Neuer Workshop' },
    currentPoster: {
      id: 'memberWorkshops.admin.currentPoster',
      defaultMessage: 'Aktuelles Poster',
    },
    approvePoster: {
      id: 'memberWorkshops.admin.approvePoster',
      defaultMessage: 'Poster freigeben',
    },
    rejectPoster: { id: 'memberWorkshops.admin.rejectPoster', defaultMessage: 'Poster ablehnen' },
  }),
);

export interface PendingWorkshopItemProps {
  workshop: FragmentType<typeof PendingWorkshopItem_workshop>;
  onDone: () => void;
}

/** One workshop (or new poster) waiting for an admin's decision. */
export function PendingWorkshopItem({ workshop, onDone }: PendingWorkshopItemProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, complete } = useFragment({
    fragment: PendingWorkshopItem_workshop,
    from: workshop,
  });
  const [confirming, setConfirming] = useState(false);
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [approve, approving] = useMutation(ApproveWorkshop);
  const [reject, rejecting] = useMutation(RejectWorkshop);
  const [approvePoster, approvingPoster] = useMutation(ApproveWorkshopPoster);
  const [rejectPoster, rejectingPoster] = useMutation(RejectWorkshopPoster);
  if (!complete) return null;

  const run = async (action: () => Promise<unknown>, fallback: (typeof m)[keyof typeof m]) => {
    setFailure(null);
    try {
      await action();
      onDone();
    } catch (error) {
      console.error('[workshops] A review action failed.', error);
      setFailure(serverErrorOf(error).message ?? t(fallback));
    }
  };
  const variables = { variables: { id: data.id } };
  // An approved workshop waits only with a change: a new poster and/or new texts.
  const posterOnly = data.isApproved && Boolean(data.pendingPosterUrl);
  const textsWait =
    data.isApproved && (data.pendingTitle !== null || data.pendingDescription !== null);
  const headingId = `pending-${data.id}-title`;

  return (
    <Card as="li" className="ws-card ws-review" aria-labelledby={headingId}>
      <WorkshopPoster
        url={data.posterUrl}
        isPdf={data.posterIsPdf}
        title={data.title}
        className="ws-card__poster"
      />
      <div className="ws-card__body">
        <div className="ws-card__head">
          <h3 id={headingId} className="ws-card__title">
            {data.title}
          </h3>
          <Badge tone={data.isApproved ? 'info' : 'warning'}>
            {t(posterOnly ? m.newPosterBadge : textsWait ? m.newTextsBadge : m.pendingBadge)}
          </Badge>
        </div>
        <p className="ws-card__creator">
          {t(m.creator)}: {data.creatorName ?? '–'}
          {data.creatorEmail && (
            <>
              {' '}
              (<a href={`mailto:${data.creatorEmail}`}>{data.creatorEmail}</a>)
            </>
          )}
        </p>
        <p className="ws-card__description">{data.description}</p>
        <dl className="ws-facts">
          <div>
            <dt>{t(wm.start)}</dt>
            <dd>{formatBerlinDateTime(data.startTime, 'de')}</dd>
          </div>
          <div>
            <dt>{t(wm.duration)}</dt>
            <dd>{t(wm.durationValue, { minutes: data.durationMinutes })}</dd>
          </div>
          <div>
            <dt>{t(wm.maxParticipants)}</dt>
            <dd>{data.maxParticipants}</dd>
          </div>
          {data.location && (
            <div>
              <dt>{t(wm.location)}</dt>
              <dd>{data.location}</dd>
            </div>
          )}
        </dl>
        {posterOnly && data.pendingPosterUrl && (
          <figure className="ws-review__new-poster">
            <figcaption>{t(m.newPoster)}</figcaption>
            <WorkshopPoster
              url={data.pendingPosterUrl}
              isPdf={data.pendingPosterIsPdf}
              title={data.title}
            />
          </figure>
        )}
        {textsWait && (
          <PendingTextsReview
            id={data.id}
            pendingTitle={data.pendingTitle ?? null}
            pendingDescription={data.pendingDescription ?? null}
            onDone={onDone}
          />
        )}
        {failure && (
          <Alert tone="danger" live="assertive">
            <p>{failure}</p>
          </Alert>
        )}
        <div className="ws-card__actions">
          {data.isApproved ? (
            posterOnly && (
              <>
                <Button
                  size="sm"
                  loading={approvingPoster.loading}
                  onClick={() => void run(() => approvePoster(variables), m.approveFailed)}
                >
                  {t(m.approvePoster)}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={rejectingPoster.loading}
                  onClick={() => void run(() => rejectPoster(variables), m.rejectFailed)}
                >
                  {t(m.rejectPoster)}
                </Button>
              </>
            )
          ) : (
            <>
              <Button
                size="sm"
                loading={approving.loading}
                aria-label={t(m.approveLabel, { title: data.title })}
                onClick={() => void run(() => approve(variables), m.approveFailed)}
              >
                {t(m.approve)}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                loading={rejecting.loading}
                aria-label={t(m.rejectLabel, { title: data.title })}
                onClick={() => setConfirming(true)}
              >
                {t(m.reject)}
              </Button>
            </>
          )}
        </div>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t(m.rejectConfirm)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t(wm.cancel)}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                const input = comment.trim() ? { comment: comment.trim() } : null;
                void run(() => reject({ variables: { id: data.id, input } }), m.rejectFailed);
              }}
            >
              {t(m.rejectAndDelete)}
            </Button>
          </>
        }
      >
        <p>{t(m.rejectConfirmText, { title: data.title })}</p>
        <TextAreaField
          name="rejectComment"
          label={t(m.rejectComment)}
          rows={3}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </Dialog>
    </Card>
  );
}
