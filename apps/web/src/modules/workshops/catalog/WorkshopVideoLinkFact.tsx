import { workshopPlaceFields } from '@platform/domain';
import { defineMessages, useIntl } from 'react-intl';

const m = defineMessages({
  label: { id: 'academy.detail.videoLink', defaultMessage: 'Video-Link' },
  afterRegistration: {
    id: 'academy.detail.videoLinkAfterRegistration',
    defaultMessage:
      'Angemeldete erhalten einen persönlichen Teilnahme-Link (in der Bestätigung und unter „Meine Anmeldungen“).',
  },
});

/**
 * The video link of an online or hybrid workshop (a hybrid one shows it beside its place). The
 * server sends the raw link only to the host and admins; registrants use their personal join
 * link, everyone else reads how it comes.
 */
export function WorkshopVideoLinkFact({ format, link }: { format: string; link: string | null }) {
  const t = useIntl().formatMessage;
  if (!workshopPlaceFields(format).videoCallLink) return null;
  return (
    <div>
      <dt>{t(m.label)}</dt>
      <dd>
        {link ? (
          <a href={link} rel="noopener noreferrer" target="_blank">
            {link}
          </a>
        ) : (
          t(m.afterRegistration)
        )}
      </dd>
    </div>
  );
}
