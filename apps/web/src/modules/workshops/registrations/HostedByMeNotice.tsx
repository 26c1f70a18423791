import { Alert } from '@platform/ui';
import { defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../../../shared/components/LinkButton';
import { registrantsPath } from '../../../shared/paths';

const m = defineMessages({
  text: {
    id: 'academy.register.hostedByMe',
    defaultMessage:
      'Sie leiten diesen Workshop und können sich daher nicht selbst anmelden. Wer sich angemeldet hat, sehen Sie in der Anmeldungsübersicht.',
  },
  registrants: { id: 'academy.register.hostedByMeLink', defaultMessage: 'Anmeldungen ansehen' },
});

/** The host sees why there is no register button, and where their registrants are. */
export function HostedByMeNotice({ workshopId }: { workshopId: string }) {
  const t = useIntl().formatMessage;
  return (
    <Alert tone="info" live="off">
      <p>{t(m.text)}</p>
      <LinkButton to={registrantsPath(workshopId)} variant="secondary" size="sm">
        {t(m.registrants)}
      </LinkButton>
    </Alert>
  );
}
