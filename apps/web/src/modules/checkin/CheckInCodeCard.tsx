import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkinMessages as m } from './checkin-messages';
import './checkin.css';

/** A registrant's check-in code as a QR code (drawn in the browser), to show at the entrance. */
export function CheckInCodeCard({ code }: { code: string }) {
  const t = useIntl().formatMessage;
  const headingId = useId();
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      )
      .then((drawn) => current && setSvg(drawn))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [code]);

  return (
    <section className="checkin-code" aria-labelledby={headingId}>
      <h3 id={headingId} className="checkin-code__heading">
        {t(m.codeCardHeading)}
      </h3>
      {svg && (
        <img
          className="checkin-code__qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t(m.codeCardAlt)}
          width={180}
          height={180}
        />
      )}
      <p className="checkin-code__hint">{t(m.codeCardHint)}</p>
      <p className="checkin-code__text">
        <code>{code}</code>
      </p>
    </section>
  );
}
