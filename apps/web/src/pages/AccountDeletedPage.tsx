import { defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../shared/components/LinkButton';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { PATHS } from '../shared/paths';

const m = defineMessages({
  title: { id: 'member.accountDeleted.title', defaultMessage: 'Ihr Konto wurde gelöscht' },
  text: {
    id: 'member.accountDeleted.text',
    defaultMessage:
      'Ihr Konto und Ihre persönlichen Daten sind gelöscht, und Sie sind auf allen Geräten abgemeldet.',
  },
  farewell: {
    id: 'member.accountDeleted.farewell',
    defaultMessage: 'Schade, dass Sie gehen. Sie sind jederzeit wieder willkommen.',
  },
  home: { id: 'member.accountDeleted.home', defaultMessage: 'Zur Startseite' },
  register: { id: 'member.accountDeleted.register', defaultMessage: 'Neues Konto anlegen' },
});

/** Where a member lands after deleting the account: says plainly that it is done. */
export function AccountDeletedPage() {
  const t = useIntl().formatMessage;
  usePageMeta({ title: t(m.title), description: t(m.farewell) });
  return (
    <section className="app-container app-page" aria-labelledby="account-deleted-title">
      <h1 id="account-deleted-title">{t(m.title)}</h1>
      <p role="status">{t(m.text)}</p>
      <p>{t(m.farewell)}</p>
      <div className="mk-actions">
        <LinkButton to={PATHS.home}>{t(m.home)}</LinkButton>
        <LinkButton to={PATHS.register} variant="secondary">
          {t(m.register)}
        </LinkButton>
      </div>
    </section>
  );
}
