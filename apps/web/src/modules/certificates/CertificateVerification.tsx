import './certificates.css';
import { useQuery } from '@apollo/client/react';
import { certificateNumberOf, formatBerlinDay } from '@platform/domain';
import { Alert, Badge } from '@platform/ui';
import { useIntl } from 'react-intl';
import { graphql } from '../../graphql/generated';
import { useAuth } from '../auth';
import { certificateMessages as m } from './certificate-messages';
import { CertificateFacts } from './CertificateFacts';
import { RevokeCertificateForm } from './RevokeCertificateForm';

export const CertificateVerificationQuery = graphql(`
  query CertificateVerification($number: String!) {
    certificateVerification(number: $number) {
      id
      number
      name
      workshopTitle
      startsAt
      endsAt
      durationMinutes
      teachingUnits
      status
      revokedAt
    }
  }
`);

/** Whether the certificate with this number is genuine (and, for admins, its revocation). */
export function CertificateVerification({ number }: { number: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useAuth();
  const clean = certificateNumberOf(number);
  const { data, loading, error } = useQuery(CertificateVerificationQuery, {
    variables: { number: clean ?? '' },
    skip: !clean,
    // The server-rendered page brings its answer in the cache: the first render shows it (no
    // mismatch), and the network is asked again for a revocation since.
    fetchPolicy: 'cache-and-network',
  });
  if (clean && loading && !data) return <p role="status">{t(m.loading)}</p>;
  if (clean && error && !data)
    return (
      <Alert tone="danger" live="assertive">
        <p>{t(m.failed)}</p>
      </Alert>
    );
  const certificate = data?.certificateVerification;
  if (!clean || !certificate)
    return (
      <Alert tone="danger" live="polite">
        <p data-testid="certificate-not-found">{t(m.notFound, { number: number.slice(0, 40) })}</p>
      </Alert>
    );
  const revoked = certificate.status === 'revoked';
  return (
    <section className="mk-panel cert-verify" aria-labelledby="cert-status">
      <h2 id="cert-status" className="cert-verify__status">
        <Badge tone={revoked ? 'danger' : 'success'}>
          <span data-testid="certificate-status">{t(revoked ? m.revoked : m.valid)}</span>
        </Badge>
      </h2>
      <p>
        {revoked
          ? t(m.revokedText, {
              date: formatBerlinDay(String(certificate.revokedAt), intl.locale),
            })
          : t(m.validText)}
      </p>
      <CertificateFacts certificate={certificate} />
      {user?.role === 'ADMIN' && !revoked && <RevokeCertificateForm number={certificate.number} />}
    </section>
  );
}
