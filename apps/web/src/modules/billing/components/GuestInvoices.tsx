import { formatEuro } from '@platform/domain';
import { Badge } from '@platform/ui';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { GuestInvoice } from '../../workshops';
import {
  invoiceKindMessages,
  isPaymentState,
  PAYMENT_TONES,
  paymentStateMessages,
} from '../payment-messages';
import { RefundAccountForm } from './RefundAccountForm';
import '../billing.css';

const m = defineMessages({
  title: { id: 'billing.guest.title', defaultMessage: 'Rechnungen und Zahlung' },
  download: { id: 'billing.guest.download', defaultMessage: 'PDF herunterladen' },
  downloadLabel: defineMessage<{ invoice: string | number }>({
    id: 'billing.guest.downloadLabel',
    defaultMessage: '{invoice} als PDF herunterladen',
  }),
});

/** On the guest's manage page: each invoice with its payment state and its PDF. */
export function GuestInvoices({
  invoices,
  refund,
  onSaveIban,
}: {
  invoices: GuestInvoice[];
  refund: { accountGiven: boolean } | null;
  onSaveIban: (iban: string) => Promise<void>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (invoices.length === 0) return null;
  return (
    <section className="billing-guest" aria-labelledby="billing-guest-title">
      <h2 id="billing-guest-title">{t(m.title)}</h2>
      <ul className="billing-invoices">
        {invoices.map((invoice) => {
          const name = t(
            invoice.kind === 'cancellation'
              ? invoiceKindMessages.cancellation
              : invoiceKindMessages.invoice,
            { number: invoice.number },
          );
          const amount =
            (invoice.grossCents < 0 ? '−' : '') +
            formatEuro(Math.abs(invoice.grossCents), intl.locale);
          return (
            <li key={invoice.id} className="billing-invoice">
              <span>
                {name} · <span className="billing-amount">{amount}</span>{' '}
                {isPaymentState(invoice.paymentState) && (
                  <Badge tone={PAYMENT_TONES[invoice.paymentState]}>
                    {t(paymentStateMessages[invoice.paymentState])}
                  </Badge>
                )}
              </span>
              <a href={invoice.pdfUrl} download aria-label={t(m.downloadLabel, { invoice: name })}>
                {t(m.download)}
              </a>
            </li>
          );
        })}
      </ul>
      {refund && <RefundAccountForm given={refund.accountGiven} onSave={onSaveIban} />}
    </section>
  );
}
