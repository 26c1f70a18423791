import { PATHS } from '@platform/domain';
import { Card } from '@platform/ui';
import { defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../../../app/components/LinkButton';

const m = defineMessages({
  title: { id: 'academy.prompt.title', defaultMessage: 'Werden Sie Mitglied der Academy' },
  text: {
    id: 'academy.prompt.text',
    defaultMessage:
      'Mitglieder erhalten 50 % Rabatt auf alle Workshops, Rabattcodes für Tools und Vorrang bei Anmeldungen.',
  },
  action: { id: 'academy.prompt.action', defaultMessage: 'Mitglied werden' },
});

/** For visitors: what membership brings, and the way to it. */
export function MembershipPrompt() {
  const t = useIntl().formatMessage;
  return (
    <Card as="section" className="academy-benefits" aria-labelledby="academy-prompt-title">
      <h2 id="academy-prompt-title" className="academy-benefits__title">
        {t(m.title)}
      </h2>
      <p>{t(m.text)}</p>
      <LinkButton to={PATHS.membership}>{t(m.action)}</LinkButton>
    </Card>
  );
}
