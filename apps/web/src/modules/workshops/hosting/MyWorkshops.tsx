import { useQuery } from '@apollo/client/react';
import { Alert, Button } from '@platform/ui';
import { defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../../../shared/components/LinkButton';
import { WORKSHOP_PATHS } from '../../../shared/paths';
import { graphql } from '../../../graphql/generated';
import { workshopMessages as wm } from '../workshop-messages';
import { WorkshopCard } from './WorkshopCard';
import '../workshops.css';

export const MyWorkshopsQuery = graphql(`
  query MyWorkshops {
    myWorkshops {
      id
      ...WorkshopCard_workshop
    }
  }
`);

const m = defineMessages({
  title: { id: 'memberWorkshops.my.title', defaultMessage: 'Meine Workshops' },
  lead: {
    id: 'memberWorkshops.my.lead',
    defaultMessage:
      'Teilen Sie Ihr Wissen: Erstellen Sie Workshops für die Academy und verwalten Sie sie hier.',
  },
  create: { id: 'memberWorkshops.my.create', defaultMessage: 'Workshop erstellen' },
  loadFailed: {
    id: 'memberWorkshops.my.loadFailed',
    defaultMessage: 'Die Workshops konnten nicht geladen werden.',
  },
  emptyTitle: { id: 'memberWorkshops.my.emptyTitle', defaultMessage: 'Noch keine Workshops' },
  emptyText: {
    id: 'memberWorkshops.my.emptyText',
    defaultMessage:
      'Sie haben noch keinen Workshop erstellt. Lassen Sie sich von unseren Vorlagen inspirieren!',
  },
  listLabel: { id: 'memberWorkshops.my.listLabel', defaultMessage: 'Ihre Workshops' },
});

/** The My Workshops tab of the member area: the member's own workshops with their state. */
export function MyWorkshops() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, loading, error, refetch } = useQuery(MyWorkshopsQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const reload = () => {
    refetch().catch((reloadError: unknown) => {
      console.error('[workshops] Reloading the workshops failed.', reloadError);
    });
  };
  const workshops = data?.myWorkshops ?? [];

  return (
    <section className="ws-my" aria-labelledby="ws-my-title">
      <header className="ws-my__header">
        <div>
          <h2 id="ws-my-title">{t(m.title)}</h2>
          <p className="ws-my__lead">{t(m.lead)}</p>
        </div>
        <LinkButton to={WORKSHOP_PATHS.create}>{t(m.create)}</LinkButton>
      </header>
      {error && (
        <Alert tone="danger" live="assertive">
          <p>{t(m.loadFailed)}</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t(wm.retry)}
          </Button>
        </Alert>
      )}
      {loading && !data && <p role="status">{t(wm.loading)}</p>}
      {data && workshops.length === 0 && (
        <div className="ws-empty">
          <h3>{t(m.emptyTitle)}</h3>
          <p>{t(m.emptyText)}</p>
          <LinkButton to={WORKSHOP_PATHS.create} variant="secondary">
            {t(m.create)}
          </LinkButton>
        </div>
      )}
      {workshops.length > 0 && (
        <ul className="ws-list" aria-label={t(m.listLabel)}>
          {workshops.map((workshop) => (
            <WorkshopCard key={workshop.id} workshop={workshop} onChanged={reload} />
          ))}
        </ul>
      )}
    </section>
  );
}
