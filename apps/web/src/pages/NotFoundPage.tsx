import { useEffect } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../shared/components/LinkButton';
import { usePageMeta } from '../shared/meta/usePageMeta';

const messages = defineMessages({
  metaTitle: { id: 'notFound.meta.title', defaultMessage: 'Seite nicht gefunden' },
  metaDescription: {
    id: 'notFound.meta.description',
    defaultMessage: 'Die angeforderte Seite gibt es nicht.',
  },
});

/** The catch-all route: any path without a page of its own. */
export function NotFoundPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  usePageMeta({
    title: intl.formatMessage(messages.metaTitle),
    description: intl.formatMessage(messages.metaDescription),
  });

  useEffect(() => {
    console.error(`[router] No page for path "${pathname}" (404).`);
  }, [pathname]);

  return (
    <section className="app-container app-page app-status-page" aria-labelledby="not-found-title">
      <p className="app-status-page__code">404</p>
      <h1 id="not-found-title">
        <FormattedMessage id="notFound.title" defaultMessage="Seite nicht gefunden" />
      </h1>
      <p className="app-status-page__subtitle">
        <FormattedMessage
          id="notFound.subtitle"
          defaultMessage="Diese Adresse führt leider ins Leere."
        />
      </p>
      <p>
        <FormattedMessage
          id="notFound.description"
          defaultMessage="Die Seite wurde vielleicht verschoben oder gelöscht, oder die Adresse enthält einen Tippfehler."
        />
      </p>
      <LinkButton to="/">
        <FormattedMessage id="notFound.home" defaultMessage="Zur Startseite" />
      </LinkButton>
    </section>
  );
}
