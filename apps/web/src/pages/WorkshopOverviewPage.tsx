import { useQuery } from '@apollo/client/react';
import { Alert, Button } from '@platform/ui';
import { LIMITS } from '@platform/domain';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../app/components/LinkButton';
import { usePageMeta } from '../app/meta/usePageMeta';
import { PATHS } from '../app/paths';
import { graphql } from '../graphql/generated';
import { academyMessages } from '../modules/academy/academy-messages';
import { OverviewWorkshopItem } from '../modules/academy/components/OverviewWorkshopItem';
import '../modules/academy/academy.css';

const OverviewQuery = graphql(`
  query WorkshopOverview($limit: Int) {
    workshops(limit: $limit) {
      total
      workshops {
        id
        ...OverviewWorkshopItem_workshop
      }
    }
  }
`);

const m = defineMessages({
  title: { id: 'academy.overview.title', defaultMessage: 'Workshops' },
  description: {
    id: 'academy.overview.description',
    defaultMessage: 'Alle kommenden öffentlichen Workshops der Community auf einen Blick.',
  },
  empty: {
    id: 'academy.overview.empty',
    defaultMessage: 'Gerade sind keine Workshops geplant. Bieten Sie doch selbst einen an!',
  },
  emptyLink: { id: 'academy.overview.emptyLink', defaultMessage: 'Zum Mitgliederbereich' },
  cta: {
    id: 'academy.overview.cta',
    defaultMessage: 'Sie möchten Ihr Wissen weitergeben? Teilen Sie Ihre Expertise mit uns.',
  },
  ctaLink: { id: 'academy.overview.ctaLink', defaultMessage: 'Expertise teilen' },
});

/** /workshop: up to 50 upcoming public workshops. */
export function WorkshopOverviewPage() {
  const intl = useIntl();
  usePageMeta({
    title: intl.formatMessage(m.title),
    description: intl.formatMessage(m.description),
  });
  const { data, loading, error, refetch } = useQuery(OverviewQuery, {
    variables: { limit: LIMITS.pageSize.publicOverview },
  });
  const list = data?.workshops.workshops ?? [];
  return (
    <div className="app-container app-page ac-page">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p>{intl.formatMessage(m.description)}</p>
      <div aria-live="polite">
        {loading && !data && <p>{intl.formatMessage(academyMessages.loading)}</p>}
      </div>
      {error && (
        <Alert tone="danger" title={intl.formatMessage(academyMessages.loadError)}>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {intl.formatMessage(academyMessages.retry)}
          </Button>
        </Alert>
      )}
      {data && list.length === 0 && (
        <div className="ac-empty">
          <p>{intl.formatMessage(m.empty)}</p>
          <LinkButton to={PATHS.memberArea} variant="secondary">
            {intl.formatMessage(m.emptyLink)}
          </LinkButton>
        </div>
      )}
      {list.length > 0 && (
        <ul className="ac-grid">
          {list.map((workshop) => (
            <OverviewWorkshopItem key={workshop.id} workshop={workshop} />
          ))}
        </ul>
      )}
      <section className="ac-banner" aria-labelledby="ac-ov-cta">
        <h2 id="ac-ov-cta">
          <FormattedMessage
            id="academy.overview.ctaTitle"
            defaultMessage="Selbst einen Workshop geben"
          />
        </h2>
        <p>{intl.formatMessage(m.cta)}</p>
        <LinkButton to={PATHS.shareExpertise}>{intl.formatMessage(m.ctaLink)}</LinkButton>
      </section>
    </div>
  );
}
