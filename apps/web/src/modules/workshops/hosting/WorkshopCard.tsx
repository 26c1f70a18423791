import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { formatBerlinDateTime } from '@platform/domain';
import { Alert, Button, Card, Dialog } from '@platform/ui';
import { useState } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../../../shared/components/LinkButton';
import { editWorkshopPath, registrantsPath } from '../../../shared/paths';
import { graphql } from '../../../graphql/generated';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { safeHttpUrl } from '../safe-url';
import { workshopMessages as wm } from '../workshop-messages';
import { WorkshopPoster } from './WorkshopPoster';
import { WorkshopStatusBadge } from './WorkshopStatusBadge';
import { untypedMessages } from '../../../shared/i18n/untyped-messages';

export const WorkshopCard_workshop = graphql(`
  fragment WorkshopCard_workshop on Workshop {
    id
    title
    description
    format
    location
    videoCallLink
    startTime
    currentParticipants
    maxParticipants
    posterUrl
    posterIsPdf
    pendingPosterUrl
    isApproved
    status
  }
`);

const DeleteWorkshopMutation = graphql(`
  mutation DeleteWorkshop($id: ID!) {
    deleteWorkshop(id: $id)
  }
`);

const m = untypedMessages(
  defineMessages({
    edit: { id: 'memberWorkshops.card.edit', defaultMessage: 'Bearbeiten' },
    registrants: { id: 'memberWorkshops.card.registrants', defaultMessage: 'Anmeldungen' },
    registrantsLabel: {
      id: 'memberWorkshops.card.registrantsLabel',
      defaultMessage: 'Anmeldungen zu „{title}“',
    },
    editLabel: { id: 'memberWorkshops.card.editLabel', defaultMessage: '„{title}“ bearbeiten' },
    delete: { id: 'memberWorkshops.card.delete', defaultMessage: 'Löschen' },
    deleteLabel: { id: 'memberWorkshops.card.deleteLabel', defaultMessage: '„{title}“ löschen' },
    deleting: { id: 'memberWorkshops.card.deleting', defaultMessage: 'Wird gelöscht…' },
    confirmTitle: {
      id: 'memberWorkshops.card.confirmTitle',
      defaultMessage: 'Diesen Workshop löschen?',
    },
    confirmText: {
      id: 'memberWorkshops.card.confirmText',
      defaultMessage:
        '„{title}“ wird endgültig gelöscht. Angemeldete Teilnehmende werden per E-Mail benachrichtigt.',
    },
    deleteFailed: {
      id: 'memberWorkshops.card.deleteFailed',
      defaultMessage: 'Der Workshop konnte nicht gelöscht werden.',
    },
    pendingHint: {
      id: 'memberWorkshops.card.pendingHint',
      defaultMessage:
        'Ihr Workshop wird innerhalb von 24–48 Stunden von unserem Team geprüft. Nach der Freigabe erscheint er in der Academy.',
    },
    liveHint: {
      id: 'memberWorkshops.card.liveHint',
      defaultMessage:
        'Ihr Workshop ist freigegeben und in der Academy sichtbar. Änderungen gelten sofort, ein neues Poster erst nach der Freigabe.',
    },
    posterPending: {
      id: 'memberWorkshops.card.posterPending',
      defaultMessage: 'Ein neues Poster wartet auf Freigabe; bis dahin wird das bisherige gezeigt.',
    },
  }),
);

export interface WorkshopCardProps {
  workshop: FragmentType<typeof WorkshopCard_workshop>;
  /** Reloads the list (after a delete, also a failed one). */
  onChanged: () => void;
}

/** One of the member's own workshops with its state, key facts and edit/delete. */
export function WorkshopCard({ workshop, onChanged }: WorkshopCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, complete } = useFragment({ fragment: WorkshopCard_workshop, from: workshop });
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteWorkshop, { loading: deleting }] = useMutation(DeleteWorkshopMutation);
  if (!complete) return null;

  const videoLink = data.format !== 'in_person' ? safeHttpUrl(data.videoCallLink) : null;
  const titleId = `workshop-${data.id}-title`;

  const onDelete = async () => {
    setConfirming(false);
    setFailure(null);
    try {
      await deleteWorkshop({ variables: { id: data.id } });
    } catch (error) {
      console.error('[workshops] Deleting a workshop failed.', error);
      setFailure(serverErrorOf(error).message ?? t(m.deleteFailed));
    }
    onChanged();
  };

  return (
    <Card as="li" className="ws-card" aria-labelledby={titleId}>
      <WorkshopPoster
        url={data.posterUrl}
        isPdf={data.posterIsPdf}
        title={data.title}
        className="ws-card__poster"
      />
      <div className="ws-card__body">
        <div className="ws-card__head">
          <h3 id={titleId} className="ws-card__title">
            {data.title}
          </h3>
          <WorkshopStatusBadge isApproved={data.isApproved} status={data.status} />
        </div>
        <p className="ws-card__description">{data.description}</p>
        <dl className="ws-facts">
          <div>
            <dt>{t(wm.start)}</dt>
            <dd>
              <time dateTime={data.startTime}>
                {formatBerlinDateTime(data.startTime, intl.locale)}
              </time>
            </dd>
          </div>
          <div>
            <dt>{t(wm.participants)}</dt>
            <dd>
              {data.currentParticipants}/{data.maxParticipants}
            </dd>
          </div>
          {data.format === 'in_person' && data.location && (
            <div>
              <dt>{t(wm.location)}</dt>
              <dd>{data.location}</dd>
            </div>
          )}
          {videoLink && (
            <div>
              <dt>{t(wm.videoLink)}</dt>
              <dd>
                <a href={videoLink} target="_blank" rel="noopener noreferrer">
                  {videoLink}
                </a>
              </dd>
            </div>
          )}
        </dl>
        {!data.isApproved ? (
          <Alert tone="warning" live="off" className="ws-card__hint">
            <p>{t(m.pendingHint)}</p>
          </Alert>
        ) : data.status === 'scheduled' ? (
          <Alert tone="success" live="off" className="ws-card__hint">
            <p>{t(m.liveHint)}</p>
          </Alert>
        ) : null}
        {data.isApproved && data.pendingPosterUrl && (
          <p className="ws-card__note">{t(m.posterPending)}</p>
        )}
        {failure && (
          <Alert tone="danger" live="assertive">
            <p>{failure}</p>
          </Alert>
        )}
        <div className="ws-card__actions">
          <LinkButton
            to={editWorkshopPath(data.id)}
            variant="secondary"
            size="sm"
            aria-label={t(m.editLabel, { title: data.title })}
          >
            {t(m.edit)}
          </LinkButton>
          <LinkButton
            to={registrantsPath(data.id)}
            variant="secondary"
            size="sm"
            aria-label={t(m.registrantsLabel, { title: data.title })}
          >
            {t(m.registrants)}
          </LinkButton>
          <Button
            variant="ghost"
            size="sm"
            loading={deleting}
            loadingLabel={t(m.deleting)}
            aria-label={t(m.deleteLabel, { title: data.title })}
            onClick={() => setConfirming(true)}
          >
            {t(m.delete)}
          </Button>
        </div>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t(m.confirmTitle)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t(wm.cancel)}
            </Button>
            <Button onClick={() => void onDelete()}>{t(m.delete)}</Button>
          </>
        }
      >
        <p>
          <FormattedMessage {...m.confirmText} values={{ title: data.title }} />
        </p>
      </Dialog>
    </Card>
  );
}
