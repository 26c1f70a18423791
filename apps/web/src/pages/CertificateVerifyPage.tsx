import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { CertificateVerification, certificateMessages } from '../modules/certificates';

const m = defineMessages({
  intro: {
    id: 'certificates.verify.intro',
    defaultMessage:
      'Hier prüfen Sie eine Teilnahmebescheinigung der Academy anhand ihrer Nummer (oder ihres QR-Codes).',
  },
});

/** The public verification page `/zertifikat/{number}` (linked by the certificate's QR code). */
export function CertificateVerifyPage() {
  const t = useIntl().formatMessage;
  const { number = '' } = useParams();
  usePageMeta({
    title: t(certificateMessages.pageTitle),
    description: t(certificateMessages.pageDescription),
  });
  return (
    <div className="mk-section">
      <div className="app-container">
        <h1>{t(certificateMessages.pageTitle)}</h1>
        <p>{t(m.intro)}</p>
        <CertificateVerification number={number} />
      </div>
    </div>
  );
}
