import { LIMITS, PATHS } from '@platform/domain';
import { Alert, Button } from '@platform/ui';
import { defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../../../shared/components/LinkButton';
import { graphql } from '../../../graphql/generated';
import { usePageQuery } from '../../../shared/graphql/usePageQuery';
import { academyMessages } from './academy-messages';
import { AcademyWorkshopCard } from './AcademyWorkshopCard';

const PublicWorkshopsQuery = graphql(`
  query PublicWorkshops($limit: Int!) {
    workshops(page: 1, limit: $limit) {
      total
      workshops {
        id
        ...AcademyWorkshopCard_workshop
      }
    }
  }
`);

const m = defineMessages({
  title: { id: 'academy.overview.listTitle', defaultMessage: 'Kommende Workshops' },
  loading: { id: 'academy.overview.loading', defaultMessage: 'Workshops werden geladen…' },
  error: { id: 'academy.overview.error', defaultMessage: 'Fehler beim Laden der Workshops' },
  empty: {
    id: 'academy.overview.empty',
    defaultMessage:
      'Derzeit sind keine Workshops geplant. Als Mitglied können Sie selbst einen Workshop anbieten.',
  },
  emptyAction: { id: 'academy.overview.emptyAction', defaultMessage: 'Zum Mitgliederbereich' },
});

/** The public overview: up to 50 upcoming workshops. */
export function PublicWorkshopOverview() {
  const t = useIntl().formatMessage;
  const { data, loading, error, refetch } = usePageQuery(PublicWorkshopsQuery, {
    variables: { limit: LIMITS.pageSize.publicOverview },
  });

  return (
    <section className="academy-list" aria-labelledby="overview-list-title">
      <h2 id="overview-list-title" className="academy-list__title">
        {t(m.title)}
      </h2>
      {!data && !error && <p role="status">{t(m.loading)}</p>}
      {error && !data && (
        <Alert tone="danger" live="assertive" title={t(m.error)}>
          <Button
            variant="secondary"
            size="sm"
            loading={loading}
            onClick={() => void refetch().catch(() => undefined)}
          >
            {t(academyMessages.retry)}
          </Button>
        </Alert>
      )}
      {data && data.workshops.workshops.length === 0 && (
        <div className="academy-list__empty">
          <p>{t(m.empty)}</p>
          <LinkButton to={`${PATHS.memberArea}?tab=workshops`} variant="secondary">
            {t(m.emptyAction)}
          </LinkButton>
        </div>
      )}
      {data && data.workshops.workshops.length > 0 && (
        <ul className="academy-grid">
          {data.workshops.workshops.map((workshop) => (
            <AcademyWorkshopCard
              key={workshop.id}
              workshop={workshop}
              member={false}
              detailBase={PATHS.workshops}
              calendarLink
            />
          ))}
        </ul>
      )}
    </section>
  );
}
