import { useMutation, useQuery } from '@apollo/client/react';
import { formatBerlinDate, formatEuro, formatIban } from '@platform/domain';
import { Alert, Button } from '@platform/ui';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { graphql } from '../../../graphql/generated';
import '../billing.css';

const RefundsQuery = graphql(`
  query AdminRefunds {
    adminRefunds {
      invoiceId
      number
      cancellationNumber
      buyerName
      buyerEmail
      grossCents
      cancelledAt
      iban
    }
  }
`);

const MarkRefundedMutation = graphql(`
  mutation MarkRefunded($invoiceId: ID!) {
    markRefunded(invoiceId: $invoiceId)
  }
`);

const m = defineMessages({
  title: { id: 'billing.refunds.title', defaultMessage: 'Erstattungen' },
  none: { id: 'billing.refunds.none', defaultMessage: 'Keine Erstattung offen.' },
  hint: {
    id: 'billing.refunds.hint',
    defaultMessage:
      'Stornierte, bereits bezahlte Rechnungen. Nach der Überweisung „Erstattet“ wählen: Die IBAN wird dann gelöscht.',
  },
  invoice: defineMessage<{ number: string | number; cancellation: string | number }>({
    id: 'billing.refunds.invoice',
    defaultMessage: 'Rechnung {number} · storniert mit {cancellation}',
  }),
  noIban: { id: 'billing.refunds.noIban', defaultMessage: 'IBAN noch nicht angegeben' },
  refunded: { id: 'billing.refunds.refunded', defaultMessage: 'Erstattet' },
  refundedLabel: defineMessage<{ number: string | number }>({
    id: 'billing.refunds.refundedLabel',
    defaultMessage: 'Rechnung {number} als erstattet markieren',
  }),
  done: {
    id: 'billing.refunds.done',
    defaultMessage: 'Als erstattet vermerkt; die IBAN ist gelöscht.',
  },
  failed: { id: 'billing.refunds.failed', defaultMessage: 'Das hat nicht geklappt.' },
});

/** Admin: refunds due for cancelled paid invoices, with the buyer's IBAN, and "Refunded". */
export function RefundsAdmin() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = useQuery(RefundsQuery, { fetchPolicy: 'cache-and-network' });
  const [markRefunded, marking] = useMutation(MarkRefundedMutation, {
    refetchQueries: ['AdminRefunds', 'PaymentsAdmin'],
  });
  const [status, setStatus] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const refunds = data.data?.adminRefunds ?? [];

  const onRefunded = async (invoiceId: string) => {
    setStatus(null);
    try {
      await markRefunded({ variables: { invoiceId } });
      setStatus({ tone: 'success', text: t(m.done) });
    } catch (error) {
      setStatus({ tone: 'danger', text: serverErrorOf(error).message ?? t(m.failed) });
    }
  };

  return (
    <section aria-labelledby="billing-refunds-title">
      <h4 id="billing-refunds-title">{t(m.title)}</h4>
      <p>{t(m.hint)}</p>
      {status && (
        <Alert tone={status.tone} live={status.tone === 'danger' ? 'assertive' : 'polite'}>
          {status.text}
        </Alert>
      )}
      {refunds.length === 0 ? (
        <p>{t(m.none)}</p>
      ) : (
        <ul className="billing-refunds">
          {refunds.map((r) => (
            <li key={r.invoiceId} className="billing-refunds__item">
              <div>
                <strong>{r.buyerName}</strong> · {formatEuro(r.grossCents, intl.locale)}
                <br />
                <small>
                  {t(m.invoice, { number: r.number, cancellation: r.cancellationNumber ?? '–' })} ·{' '}
                  {formatBerlinDate(r.cancelledAt, intl.locale)} · {r.buyerEmail}
                </small>
                <br />
                {r.iban ? (
                  <span className="billing-refunds__iban">IBAN {formatIban(r.iban)}</span>
                ) : (
                  <em>{t(m.noIban)}</em>
                )}
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t(m.refundedLabel, { number: r.number })}
                disabled={marking.loading}
                onClick={() => void onRefunded(r.invoiceId)}
              >
                {t(m.refunded)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
