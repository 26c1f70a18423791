import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { formatBerlinDateTime } from '@platform/domain';
import { Alert, Badge, Button, Card } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { serverErrorOf } from '../../../shared/graphql/server-error';

export const WorkshopChangeItem_change = graphql(`
  fragment WorkshopChangeItem_change on WorkshopChange {
    id
    workshopTitle
    createdAt
    isReviewed
    changes
  }
`);

const MarkReviewed = graphql(`
  mutation MarkWorkshopChangeReviewed($id: ID!) {
    markWorkshopChangeReviewed(id: $id) {
      id
      isReviewed
    }
  }
`);

const m = defineMessages({
  new: { id: 'memberWorkshops.admin.changes.new', defaultMessage: 'Neu' },
  reviewed: { id: 'memberWorkshops.admin.changes.reviewed', defaultMessage: 'Geprüft' },
  markReviewed: {
    id: 'memberWorkshops.admin.changes.markReviewed',
    defaultMessage: 'Als geprüft markieren',
  },
  marking: { id: 'memberWorkshops.admin.changes.marking', defaultMessage: 'Wird gespeichert…' },
  markFailed: {
    id: 'memberWorkshops.admin.changes.markFailed',
    defaultMessage: 'Die Änderung konnte nicht als geprüft markiert werden.',
  },
});

/** One change record of a live workshop: what changed and whether an admin has seen it. */
export function WorkshopChangeItem({
  change,
}: {
  change: FragmentType<typeof WorkshopChangeItem_change>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, complete } = useFragment({ fragment: WorkshopChangeItem_change, from: change });
  const [failure, setFailure] = useState<string | null>(null);
  const [markReviewed, { loading }] = useMutation(MarkReviewed);
  if (!complete) return null;

  const onMark = async () => {
    setFailure(null);
    try {
      await markReviewed({ variables: { id: data.id } });
    } catch (error) {
      console.error('[workshops] Marking a change as reviewed failed.', error);
      setFailure(serverErrorOf(error).message ?? t(m.markFailed));
    }
  };
  const headingId = `change-${data.id}-title`;

  return (
    <Card as="li" className="ws-change" aria-labelledby={headingId}>
      <div className="ws-card__head">
        <h3 id={headingId} className="ws-card__title">
          {data.workshopTitle}
        </h3>
        <Badge tone={data.isReviewed ? 'neutral' : 'info'}>
          {t(data.isReviewed ? m.reviewed : m.new)}
        </Badge>
      </div>
      <p className="ws-change__date">
        <time dateTime={data.createdAt}>{formatBerlinDateTime(data.createdAt, 'de')}</time>
      </p>
      <ul className="ws-change__lines">
        {data.changes.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      {failure && (
        <Alert tone="danger" live="assertive">
          <p>{failure}</p>
        </Alert>
      )}
      {!data.isReviewed && (
        <Button
          size="sm"
          variant="secondary"
          loading={loading}
          loadingLabel={t(m.marking)}
          onClick={() => void onMark()}
        >
          {t(m.markReviewed)}
        </Button>
      )}
    </Card>
  );
}
