import { Button } from '@platform/ui';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { usePageMeta } from '../../shared/meta/usePageMeta';

/**
 * Shown when a page fails to render or its code cannot be loaded (for example an old tab
 * after a new release replaced the files): reloading fetches the current version.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const intl = useIntl();
  usePageMeta({
    title: intl.formatMessage({ id: 'routeError.meta.title', defaultMessage: 'Fehler' }),
  });

  useEffect(() => {
    console.error(`[router] Could not show ${pathname}`, error);
  }, [error, pathname]);

  return (
    <section className="app-container app-page app-status-page" aria-labelledby="route-error-title">
      <h1 id="route-error-title">
        <FormattedMessage
          id="routeError.title"
          defaultMessage="Diese Seite konnte nicht geladen werden"
        />
      </h1>
      <p>
        <FormattedMessage
          id="routeError.description"
          defaultMessage="Bitte laden Sie die Seite neu. Besteht das Problem weiter, versuchen Sie es später noch einmal."
        />
      </p>
      <Button onClick={() => window.location.reload()}>
        <FormattedMessage id="routeError.reload" defaultMessage="Seite neu laden" />
      </Button>
    </section>
  );
}
