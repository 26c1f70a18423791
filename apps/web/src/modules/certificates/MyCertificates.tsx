import './certificates.css';
import { useQuery } from '@apollo/client/react';
import { certificateVerifyPath } from '@platform/domain';
import { Alert, Badge, Button } from '@platform/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../graphql/generated';
import { certificateMessages as m } from './certificate-messages';
import { CertificateFacts } from './CertificateFacts';
import { downloadCertificate } from './download-certificate';

export const MyCertificatesQuery = graphql(`
  query MyCertificates {
    myCertificates {
      id
      number
      name
      workshopTitle
      startsAt
      endsAt
      durationMinutes
      teachingUnits
      status
    }
  }
`);

/** The member's certificates of attendance, each with its PDF and its verification page. */
export function MyCertificates() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, error } = useQuery(MyCertificatesQuery);
  const [failed, setFailed] = useState<{ number: string; message: string } | null>(null);
  return (
    <section className="cert-mine" aria-labelledby="my-certificates-title">
      <h3 id="my-certificates-title">{t(m.mineTitle)}</h3>
      {!data && !error && <p role="status">{t(m.mineLoading)}</p>}
      {error && !data && (
        <Alert tone="danger" live="assertive">
          <p>{t(m.mineFailed)}</p>
        </Alert>
      )}
      {data && data.myCertificates.length === 0 && <p>{t(m.mineEmpty)}</p>}
      {data && data.myCertificates.length > 0 && (
        <ul className="cert-mine__list">
          {data.myCertificates.map((c) => (
            <li key={c.id} className="cert-mine__item">
              <p className="cert-mine__title">
                <strong>{c.workshopTitle}</strong>{' '}
                <Badge tone={c.status === 'revoked' ? 'danger' : 'success'}>
                  {t(c.status === 'revoked' ? m.revoked : m.valid)}
                </Badge>
              </p>
              <CertificateFacts certificate={c} withName={false} />
              <div className="cert-mine__actions">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t(m.downloadLabel, { number: c.number })}
                  onClick={() => {
                    setFailed(null);
                    const prefix = intl.locale === 'de' ? 'Teilnahmebescheinigung' : 'Certificate';
                    downloadCertificate(c.number, `${prefix}-${c.number}.pdf`).catch((e: unknown) =>
                      setFailed({
                        number: c.number,
                        message: e instanceof Error ? e.message : '',
                      }),
                    );
                  }}
                >
                  {t(m.download)}
                </Button>
                <Link
                  to={certificateVerifyPath(c.number)}
                  aria-label={t(m.verifyLabel, { number: c.number })}
                >
                  {t(m.verifyLink)}
                </Link>
              </div>
              {failed?.number === c.number && (
                <p role="alert" className="cert-mine__error">
                  {t(m.downloadFailed)} {failed.message}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
