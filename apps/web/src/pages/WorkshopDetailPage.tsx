import { useQuery } from '@apollo/client/react';
import { Alert, Button } from '@platform/ui';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { usePageMeta } from '../app/meta/usePageMeta';
import { graphql } from '../graphql/generated';
import { academyMessages } from '../modules/academy/academy-messages';
import { ACADEMY_PATHS } from '../modules/academy/academy-paths';
import { WorkshopDetail } from '../modules/academy/components/WorkshopDetail';
import '../modules/academy/academy.css';

const WorkshopDetailQuery = graphql(`
  query WorkshopDetail($slugOrId: String!) {
    workshop(slugOrId: $slugOrId) {
      id
      ...WorkshopDetail_workshop
    }
  }
`);

const m = defineMessages({
  notFound: { id: 'academy.detail.notFound', defaultMessage: 'Workshop nicht gefunden' },
  notFoundText: {
    id: 'academy.detail.notFoundText',
    defaultMessage: 'Dieser Workshop existiert nicht oder ist nicht verfügbar.',
  },
  back: { id: 'academy.detail.back', defaultMessage: 'Zurück zur Übersicht' },
  loading: { id: 'academy.detail.loading', defaultMessage: 'Workshop wird geladen…' },
});

/** /academy/{slug} and /workshop/{slug}: one workshop with its registration. */
export function WorkshopDetailPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const listPath = pathname.startsWith(ACADEMY_PATHS.overview)
    ? ACADEMY_PATHS.overview
    : ACADEMY_PATHS.academy;
  const { data, loading, error, refetch } = useQuery(WorkshopDetailQuery, {
    variables: { slugOrId: slug },
  });
  const notFound =
    error && /nicht gefunden|not found/i.test(error.message)
      ? true
      : !loading && !error && !data?.workshop;
  usePageMeta({ title: notFound ? intl.formatMessage(m.notFound) : undefined });

  return (
    <div className="app-container app-page ac-page">
      <p>
        <Link to={listPath}>{intl.formatMessage(m.back)}</Link>
      </p>
      {loading && !data && <p aria-live="polite">{intl.formatMessage(m.loading)}</p>}
      {notFound && (
        <section aria-labelledby="ac-not-found">
          <h1 id="ac-not-found">{intl.formatMessage(m.notFound)}</h1>
          <p>{intl.formatMessage(m.notFoundText)}</p>
        </section>
      )}
      {error && !notFound && (
        <Alert
          tone="danger"
          title={intl.formatMessage({
            id: 'academy.detail.loadError',
            defaultMessage: 'Workshop konnte nicht geladen werden',
          })}
        >
          <p>{error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {intl.formatMessage(academyMessages.retry)}
          </Button>
        </Alert>
      )}
      {data?.workshop && <WorkshopDetail workshop={data.workshop} path={pathname} />}
      <FormattedMessage
        id="academy.detail.timezone"
        defaultMessage="Alle Zeiten in deutscher Zeit (Europe/Berlin)."
      >
        {(text) => <p className="ac-note">{text}</p>}
      </FormattedMessage>
    </div>
  );
}
