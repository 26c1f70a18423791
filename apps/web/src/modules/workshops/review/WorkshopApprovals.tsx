import { useQuery } from '@apollo/client/react';
import { Alert, Button } from '@platform/ui';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { workshopMessages as wm } from '../workshop-messages';
import { PendingWorkshopItem } from './PendingWorkshopItem';
import '../workshops.css';

const PendingWorkshopsQuery = graphql(`
  query PendingWorkshops {
    pendingWorkshops {
      id
      ...PendingWorkshopItem_workshop
    }
  }
`);

const m = defineMessages({
  title: { id: 'memberWorkshops.admin.approvals.title', defaultMessage: 'Workshop-Freigaben' },
  loadFailed: {
    id: 'memberWorkshops.admin.approvals.loadFailed',
    defaultMessage: 'Die wartenden Workshops konnten nicht geladen werden.',
  },
  empty: {
    id: 'memberWorkshops.admin.approvals.empty',
    defaultMessage: 'Keine Workshops warten auf Freigabe.',
  },
});

/** Admin tab section: new workshops and new posters waiting for a decision. */
export function WorkshopApprovals() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, loading, error, refetch } = useQuery(PendingWorkshopsQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const reload = () => {
    refetch().catch((reloadError: unknown) => {
      console.error('[workshops] Reloading pending workshops failed.', reloadError);
    });
  };
  const items = data?.pendingWorkshops ?? [];
  return (
    <section className="ws-admin" aria-labelledby="ws-approvals-title">
      <h2 id="ws-approvals-title">{t(m.title)}</h2>
      {error && (
        <Alert tone="danger" live="assertive">
          <p>{t(m.loadFailed)}</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t(wm.retry)}
          </Button>
        </Alert>
      )}
      {loading && !data && <p role="status">{t(wm.loading)}</p>}
      {data && items.length === 0 && <p className="ws-empty">{t(m.empty)}</p>}
      {items.length > 0 && (
        <ul className="ws-list">
          {items.map((workshop) => (
            <PendingWorkshopItem key={workshop.id} workshop={workshop} onDone={reload} />
          ))}
        </ul>
      )}
    </section>
  );
}
