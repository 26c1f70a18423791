import { PATHS } from '@platform/domain';
import { Card } from '@platform/ui';
import { defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../../../shared/components/LinkButton';

const m = defineMessages({
  title: { id: 'academy.prompt.title', defaultMessage: 'Werden Sie Mitglied der Academy' },
  text: {
    id: 'academy.prompt.text',
    defaultMessage:
      'Mitglieder erhalten 50 % Rabatt auf alle Workshops, Rabattcodes für Tools und Vorrang bei Anmeldungen.',
  },
  action: { id: 'academy.prompt.action', defaultMessage: 'Mitglied werden' },
  lapsedTitle: {
    id: 'academy.prompt.lapsed.title',
    defaultMessage: 'Ihre Mitgliedschaft ist abgelaufen',
  },
  lapsedText: {
    id: 'academy.prompt.lapsed.text',
    defaultMessage:
      'Bis Sie die Mitgliedschaft fortsetzen, gilt der reguläre Preis. Mitglieder erhalten 50 % Rabatt auf alle Workshops, Rabattcodes für Tools und Vorrang auf der Warteliste.',
  },
  lapsedAction: { id: 'academy.prompt.lapsed.action', defaultMessage: 'Mitgliedschaft fortsetzen' },
});

/**
 * For visitors: what membership brings, and the way to it; for a signed-in account whose
 * membership ran out (`lapsed`), why the price is the regular one, and the way back.
 */
export function MembershipPrompt({ lapsed = false }: { lapsed?: boolean }) {
  const t = useIntl().formatMessage;
  return (
    <Card as="section" className="academy-benefits" aria-labelledby="academy-prompt-title">
      <h2 id="academy-prompt-title" className="academy-benefits__title">
        {t(lapsed ? m.lapsedTitle : m.title)}
      </h2>
      <p>{t(lapsed ? m.lapsedText : m.text)}</p>
      <LinkButton to={PATHS.membership}>{t(lapsed ? m.lapsedAction : m.action)}</LinkButton>
    </Card>
  );
}
