import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { formatEuro, invoiceFilename } from '@platform/domain';
import { Badge, Button } from '@platform/ui';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { downloadInvoice } from '../api/download-invoice';
import {
  invoiceKindMessages,
  isPaymentState,
  PAYMENT_TONES,
  paymentStateMessages,
} from '../payment-messages';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { RefundAccountForm } from './RefundAccountForm';
import '../billing.css';

export const MemberInvoice_invoice = graphql(`
  fragment MemberInvoice_invoice on Invoice {
    id
    number
    kind
    grossCents
    dueAt
    paymentState
    refundAccountGiven
    cancelled
    pdfPath
  }
`);

const SetRefundAccount = graphql(`
  mutation SetRefundAccount($registrationId: ID!, $iban: String!) {
    setRefundAccount(registrationId: $registrationId, iban: $iban)
  }
`);

const m = defineMessages({
  download: { id: 'billing.member.download', defaultMessage: 'PDF herunterladen' },
  downloadLabel: defineMessage<{ invoice: string | number }>({
    id: 'billing.member.downloadLabel',
    defaultMessage: '{invoice} als PDF herunterladen',
  }),
  failed: {
    id: 'billing.member.downloadFailed',
    defaultMessage: 'Die Rechnung konnte nicht geladen werden.',
  },
});

/** One invoice of a registration or the membership: number, amount, payment state and the PDF. */
export function MemberInvoice({
  invoice,
  registrationId,
}: {
  invoice: FragmentType<typeof MemberInvoice_invoice>;
  /** The registration the invoice belongs to (for the refund account); none for the membership. */
  registrationId?: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [error, setError] = useState<string | null>(null);
  const [setRefundAccount] = useMutation(SetRefundAccount);
  const { data, complete } = useFragment({ fragment: MemberInvoice_invoice, from: invoice });
  if (!complete) return null;
  const name = t(
    data.kind === 'cancellation' ? invoiceKindMessages.cancellation : invoiceKindMessages.invoice,
    { number: data.number },
  );
  const amount =
    (data.grossCents < 0 ? '−' : '') + formatEuro(Math.abs(data.grossCents), intl.locale);
  return (
    <li className="billing-invoice">
      <span>
        {name} · <span className="billing-amount">{amount}</span>{' '}
        {isPaymentState(data.paymentState) && (
          <Badge tone={PAYMENT_TONES[data.paymentState]}>
            {t(paymentStateMessages[data.paymentState])}
          </Badge>
        )}
      </span>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t(m.downloadLabel, { invoice: name })}
        onClick={() => {
          setError(null);
          downloadInvoice(data.pdfPath, invoiceFilename(data.kind, data.number, intl.locale)).catch(
            (e: unknown) => setError(e instanceof Error ? e.message : t(m.failed)),
          );
        }}
      >
        {t(m.download)}
      </Button>
      {error && (
        <span role="alert" className="billing-invoice__error">
          {t(m.failed)} {error}
        </span>
      )}
      {data.paymentState === 'refund_due' && registrationId && (
        <RefundAccountForm
          given={data.refundAccountGiven}
          onSave={async (iban) => {
            try {
              await setRefundAccount({ variables: { registrationId, iban } });
            } catch (e) {
              throw new Error(serverErrorOf(e).message ?? '');
            }
          }}
        />
      )}
    </li>
  );
}
