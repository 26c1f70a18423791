import { Alert } from '@platform/ui';
import { formatBerlinDate, formatEuro } from '@platform/domain';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { checkoutMessages as m, confirmedMail, howToPay } from './checkout-messages';

export interface SeatConfirmationProps {
  status: 'confirmed' | 'waitlisted';
  email: string;
  /** The seat's invoice (none for a waitlist place). */
  invoice: { number: string; grossCents: number; dueAt: string | null } | null;
  /** A guest's address is confirmed by the link in the mail; the PDF follows then. */
  guest: boolean;
}

/** After "Zahlungspflichtig anmelden": what was booked, the invoice, how and by when to pay. */
export function SeatConfirmation({ status, email, invoice, guest }: SeatConfirmationProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="checkout__confirmation">
      <Alert
        tone="success"
        title={t(status === 'waitlisted' ? m.waitlistedTitle : m.confirmedTitle)}
      >
        <p>{t(confirmedMail, { email })}</p>
        {status === 'waitlisted' && <p>{t(m.waitlistNote)}</p>}
        {invoice && (
          <>
            <dl className="checkout__facts">
              <div className="checkout__fact">
                <dt>{t(m.invoice)}</dt>
                <dd>{invoice.number}</dd>
              </div>
              {invoice.dueAt && (
                <div className="checkout__fact">
                  <dt>{t(m.payBy)}</dt>
                  <dd>{formatBerlinDate(invoice.dueAt, intl.locale)}</dd>
                </div>
              )}
            </dl>
            <p>
              {t(howToPay, {
                price: formatEuro(invoice.grossCents, intl.locale),
                date: invoice.dueAt ? formatBerlinDate(invoice.dueAt, intl.locale) : '',
                number: invoice.number,
              })}
            </p>
            {guest && <p>{t(m.invoiceAfterConfirm)}</p>}
          </>
        )}
      </Alert>
    </div>
  );
}
