import { useQuery } from '@apollo/client/react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { graphql } from '../graphql/generated';
import { AppVersion } from '../modules/app-info/components/AppVersion';

const AppInfoQuery = graphql(`
  query AppInfo {
    appInfo {
      ...AppVersion_appInfo
    }
  }
`);

const m = defineMessages({
  metaTitle: { id: 'status.meta.title', defaultMessage: 'Systemstatus' },
  metaDescription: {
    id: 'status.meta.description',
    defaultMessage: 'Welche Version der Plattform gerade läuft.',
  },
  title: { id: 'status.title', defaultMessage: 'Systemstatus' },
  loading: { id: 'status.loading', defaultMessage: 'Status wird abgefragt…' },
  error: {
    id: 'status.error',
    defaultMessage: 'Der Server ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
  },
});

/** Shows the running API version (and proves the GraphQL wiring end to end). */
export function StatusPage() {
  const intl = useIntl();
  usePageMeta({
    title: intl.formatMessage(m.metaTitle),
    description: intl.formatMessage(m.metaDescription),
  });
  const { data, loading, error } = useQuery(AppInfoQuery);

  return (
    <section className="app-container app-page app-status-page" aria-labelledby="status-title">
      <h1 id="status-title">
        <FormattedMessage {...m.title} />
      </h1>
      <div aria-live="polite">
        {loading && (
          <p>
            <FormattedMessage {...m.loading} />
          </p>
        )}
        {error && (
          <p>
            <FormattedMessage {...m.error} />
          </p>
        )}
        {data && <AppVersion appInfo={data.appInfo} />}
      </div>
    </section>
  );
}
