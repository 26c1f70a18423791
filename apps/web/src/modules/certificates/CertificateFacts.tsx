import { formatBerlinDate, formatBerlinTime } from '@platform/domain';
import { useIntl } from 'react-intl';
import { certificateMessages as m } from './certificate-messages';

export interface CertificateFactsValue {
  number: string;
  name: string;
  workshopTitle: string;
  startsAt: unknown;
  endsAt: unknown;
  durationMinutes: number;
  teachingUnits: number;
}

/**
 * What a certificate states, as a definition list: all of it on the verification page; in the
 * member's list (`withName` false) without the name and the title the list shows above.
 */
export function CertificateFacts({
  certificate: c,
  withName = true,
}: {
  certificate: CertificateFactsValue;
  withName?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const starts = String(c.startsAt);
  const ends = String(c.endsAt);
  return (
    <dl className="cert-facts">
      {withName && (
        <div>
          <dt>{t(m.name)}</dt>
          <dd>{c.name}</dd>
        </div>
      )}
      {withName && (
        <div>
          <dt>{t(m.workshop)}</dt>
          <dd>{c.workshopTitle}</dd>
        </div>
      )}
      <div>
        <dt>{t(m.date)}</dt>
        <dd>
          <time dateTime={starts}>{formatBerlinDate(starts, intl.locale)}</time>,{' '}
          {formatBerlinTime(starts, intl.locale)}–{formatBerlinTime(ends, intl.locale)}
        </dd>
      </div>
      <div>
        <dt>{t(m.duration)}</dt>
        <dd>{t(m.durationValue, { minutes: c.durationMinutes, units: c.teachingUnits })}</dd>
      </div>
      <div>
        <dt>{t(m.number)}</dt>
        <dd className="cert-number">{c.number}</dd>
      </div>
    </dl>
  );
}
