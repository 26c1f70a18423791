import { useMutation } from '@apollo/client/react';
import { Alert, Button } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { graphql } from '../../../graphql/generated';

const ApproveWorkshopTexts = graphql(`
  mutation ApproveWorkshopTexts($id: ID!) {
    approveWorkshopTexts(id: $id) {
      id
      title
      description
      pendingTitle
      pendingDescription
    }
  }
`);
const RejectWorkshopTexts = graphql(`
  mutation RejectWorkshopTexts($id: ID!) {
    rejectWorkshopTexts(id: $id) {
      id
      pendingTitle
      pendingDescription
    }
  }
`);

const m = defineMessages({
  heading: {
    id: 'memberWorkshops.admin.newTexts',
    defaultMessage: 'Geänderte Texte zur Freigabe (bis dahin bleiben die bisherigen sichtbar)',
  },
  title: { id: 'memberWorkshops.admin.newTitle', defaultMessage: 'Neuer Titel' },
  description: {
    id: 'memberWorkshops.admin.newDescription',
    defaultMessage: 'Neue Beschreibung',
  },
  approve: { id: 'memberWorkshops.admin.approveTexts', defaultMessage: 'Texte freigeben' },
  reject: { id: 'memberWorkshops.admin.rejectTexts', defaultMessage: 'Texte ablehnen' },
  failed: {
    id: 'memberWorkshops.admin.textsFailed',
    defaultMessage: 'Die Entscheidung über die Texte konnte nicht gespeichert werden.',
  },
});

/** An approved workshop's changed title/description, waiting for an admin's decision. */
export function PendingTextsReview({
  id,
  pendingTitle,
  pendingDescription,
  onDone,
}: {
  id: string;
  pendingTitle: string | null;
  pendingDescription: string | null;
  onDone: () => void;
}) {
  const t = useIntl().formatMessage;
  const [failure, setFailure] = useState<string | null>(null);
  const [approve, approving] = useMutation(ApproveWorkshopTexts);
  const [reject, rejecting] = useMutation(RejectWorkshopTexts);
  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
      onDone();
    } catch (error) {
      console.error('[workshops] A text review action failed.', error);
      setFailure(serverErrorOf(error).message ?? t(m.failed));
    }
  };
  return (
    <section className="ws-review__new-texts" aria-label={t(m.heading)}>
      <h4>{t(m.heading)}</h4>
      <dl className="ws-facts">
        {pendingTitle !== null && (
          <div>
            <dt>{t(m.title)}</dt>
            <dd>{pendingTitle}</dd>
          </div>
        )}
        {pendingDescription !== null && (
          <div>
            <dt>{t(m.description)}</dt>
            <dd className="ws-card__description">{pendingDescription}</dd>
          </div>
        )}
      </dl>
      {failure && (
        <Alert tone="danger" live="assertive">
          <p>{failure}</p>
        </Alert>
      )}
      <div className="ws-card__actions">
        <Button
          size="sm"
          loading={approving.loading}
          onClick={() => void run(() => approve({ variables: { id } }))}
        >
          {t(m.approve)}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={rejecting.loading}
          onClick={() => void run(() => reject({ variables: { id } }))}
        >
          {t(m.reject)}
        </Button>
      </div>
    </section>
  );
}
