import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button } from '@platform/ui';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { workshopMessages as wm } from '../workshop-messages';
import { WorkshopChangeItem } from './WorkshopChangeItem';
import '../workshops.css';

const WorkshopChangesQuery = graphql(`
  query WorkshopChanges {
    workshopChanges {
      id
      isReviewed
      ...WorkshopChangeItem_change
    }
  }
`);

const m = defineMessages({
  title: { id: 'memberWorkshops.admin.changes.title', defaultMessage: 'Workshop-Änderungen' },
  loadFailed: {
    id: 'memberWorkshops.admin.changes.loadFailed',
    defaultMessage: 'Die Workshop-Änderungen konnten nicht geladen werden.',
  },
  empty: { id: 'memberWorkshops.admin.changes.empty', defaultMessage: 'Noch keine Änderungen' },
});

/** Admin tab section: what members changed on live workshops, newest first. */
export function WorkshopChanges() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, loading, error, refetch } = useQuery(WorkshopChangesQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const changes = data?.workshopChanges ?? [];
  const unreviewed = changes.filter((change) => !change.isReviewed).length;
  return (
    <section className="ws-admin" aria-labelledby="ws-changes-title">
      <div className="ws-card__head">
        <h2 id="ws-changes-title">{t(m.title)}</h2>
        {data && (
          <Badge tone={unreviewed > 0 ? 'info' : 'neutral'} data-testid="unreviewed-count">
            <FormattedMessage
              id="memberWorkshops.admin.changes.unreviewed"
              defaultMessage="{count, plural, one {# ungeprüft} other {# ungeprüft}}"
              values={{ count: unreviewed }}
            />
          </Badge>
        )}
      </div>
      {error && (
        <Alert tone="danger" live="assertive">
          <p>{t(m.loadFailed)}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              refetch().catch((reloadError: unknown) => {
                console.error('[workshops] Reloading workshop changes failed.', reloadError);
              });
            }}
          >
            {t(wm.retry)}
          </Button>
        </Alert>
      )}
      {loading && !data && <p role="status">{t(wm.loading)}</p>}
      {data && changes.length === 0 && <p className="ws-empty">{t(m.empty)}</p>}
      {changes.length > 0 && (
        <ul className="ws-list">
          {changes.map((change) => (
            <WorkshopChangeItem key={change.id} change={change} />
          ))}
        </ul>
      )}
    </section>
  );
}
