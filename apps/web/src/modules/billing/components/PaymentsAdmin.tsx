import { useMutation, useQuery } from '@apollo/client/react';
import { CAMT_MAX_BYTES, formatBerlinDate, formatEuro } from '@platform/domain';
import { Alert, Badge, Button, VisuallyHidden } from '@platform/ui';
import { useId, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { graphql } from '../../../graphql/generated';
import { PAYMENT_TONES, isPaymentState, paymentStateMessages } from '../payment-messages';
import { PaymentOverview } from './PaymentOverview';
import { RefundsAdmin } from './RefundsAdmin';
import { useUndoWindow } from '../hooks/useUndoWindow';
import '../billing.css';

const PaymentsAdminQuery = graphql(`
  query PaymentsAdmin {
    adminInvoices(state: "open") {
      id
      number
      buyerName
      buyerEmail
      grossCents
      dueAt
      paymentState
      cancelled
      description
    }
  }
`);

const SetPaymentStateMutation = graphql(`
  mutation SetPaymentState($ids: [ID!]!, $state: String!) {
    setPaymentState(ids: $ids, state: $state)
  }
`);

const UndoPaymentMutation = graphql(`
  mutation UndoPayment($ids: [ID!]!) {
    undoPayment(ids: $ids)
  }
`);

const ImportStatementMutation = graphql(`
  mutation ImportBankStatement($xml: String!) {
    importBankStatement(xml: $xml) {
      matched {
        entryRef
        invoiceNumber
        amountCents
      }
      alreadyImported {
        entryRef
        invoiceNumber
        amountCents
      }
      unmatched {
        entryRef
        amountCents
        remittance
        debtorName
        reason
      }
    }
  }
`);

const m = defineMessages({
  title: { id: 'billing.admin.title', defaultMessage: 'Zahlungen' },
  openTitle: { id: 'billing.admin.openTitle', defaultMessage: 'Offene Rechnungen' },
  noOpen: { id: 'billing.admin.noOpen', defaultMessage: 'Keine offenen Rechnungen.' },
  number: { id: 'billing.admin.col.number', defaultMessage: 'Nummer' },
  buyer: { id: 'billing.admin.col.buyer', defaultMessage: 'Rechnungsempfänger' },
  amount: { id: 'billing.admin.col.amount', defaultMessage: 'Betrag' },
  due: { id: 'billing.admin.col.due', defaultMessage: 'Fällig' },
  state: { id: 'billing.admin.col.state', defaultMessage: 'Status' },
  select: defineMessage<{ number: string | number }>({
    id: 'billing.admin.select',
    defaultMessage: 'Rechnung {number} auswählen',
  }),
  markPaid: { id: 'billing.admin.markPaid', defaultMessage: 'Bezahlt' },
  markPaidLabel: defineMessage<{ number: string | number }>({
    id: 'billing.admin.markPaidLabel',
    defaultMessage: 'Rechnung {number} als bezahlt markieren',
  }),
  markSelected: defineMessage<{ count: string | number }>({
    id: 'billing.admin.markSelected',
    defaultMessage: 'Ausgewählte als bezahlt markieren ({count})',
  }),
  saved: defineMessage<{ count: string | number }>({
    id: 'billing.admin.saved',
    defaultMessage: '{count, plural, one {# Zahlung} other {# Zahlungen}} erfasst.',
  }),
  failed: { id: 'billing.admin.failed', defaultMessage: 'Das hat nicht geklappt.' },
  undo: { id: 'billing.admin.undo', defaultMessage: 'Rückgängig machen' },
  undoHint: {
    id: 'billing.admin.undoHint',
    defaultMessage:
      'Sie können das eine Minute lang rückgängig machen. Erst danach erhält die zahlende Person eine Zahlungsbestätigung.',
  },
  undone: defineMessage<{ count: string | number }>({
    id: 'billing.admin.undone',
    defaultMessage:
      '{count, plural, one {# Zahlung rückgängig gemacht.} other {# Zahlungen rückgängig gemacht.}} Die Rechnung ist wieder offen.',
  }),
  importTitle: { id: 'billing.admin.importTitle', defaultMessage: 'Kontoauszug importieren' },
  importHint: {
    id: 'billing.admin.importHint',
    defaultMessage:
      'CAMT.053 (XML) aus dem Online-Banking, höchstens 2 MB. Überweisungen mit Rechnungsnummer im Verwendungszweck und passendem Betrag werden als bezahlt verbucht.',
  },
  file: { id: 'billing.admin.file', defaultMessage: 'Kontoauszug (CAMT.053)' },
  import: { id: 'billing.admin.import', defaultMessage: 'Importieren' },
  importing: { id: 'billing.admin.importing', defaultMessage: 'Wird importiert…' },
  tooLarge: {
    id: 'billing.admin.tooLarge',
    defaultMessage: 'Die Datei ist zu groß (höchstens 2 MB).',
  },
  matched: defineMessage<{ count: string | number }>({
    id: 'billing.admin.matched',
    defaultMessage:
      '{count, plural, =0 {Keine Zahlung zugeordnet.} one {# Zahlung zugeordnet.} other {# Zahlungen zugeordnet.}}',
  }),
  alreadyImported: defineMessage<{ count: string | number }>({
    id: 'billing.admin.alreadyImported',
    defaultMessage:
      '{count, plural, one {# Buchung war schon importiert und wurde nicht noch einmal verbucht.} other {# Buchungen waren schon importiert und wurden nicht noch einmal verbucht.}}',
  }),
  alreadyImportedTitle: {
    id: 'billing.admin.alreadyImportedTitle',
    defaultMessage: 'Bereits importiert (nichts geändert)',
  },
  paidInvoice: defineMessage<{ number: string }>({
    id: 'billing.admin.paidInvoice',
    defaultMessage: 'hat Rechnung {number} bezahlt',
  }),
  unmatchedTitle: {
    id: 'billing.admin.unmatchedTitle',
    defaultMessage: 'Nicht zugeordnete Buchungen',
  },
  NO_REFERENCE: { id: 'billing.admin.reason.noReference', defaultMessage: 'Keine Rechnungsnummer' },
  UNKNOWN_INVOICE: {
    id: 'billing.admin.reason.unknownInvoice',
    defaultMessage: 'Rechnungsnummer unbekannt',
  },
  AMOUNT_MISMATCH: {
    id: 'billing.admin.reason.amountMismatch',
    defaultMessage: 'Betrag passt nicht',
  },
  NOT_OPEN: { id: 'billing.admin.reason.notOpen', defaultMessage: 'Rechnung nicht mehr offen' },
  CURRENCY: { id: 'billing.admin.reason.currency', defaultMessage: 'Nicht in Euro' },
});

type ImportResult = {
  matched: Array<{ entryRef: string; invoiceNumber: string; amountCents: number }>;
  alreadyImported: Array<{ entryRef: string; invoiceNumber: string; amountCents: number }>;
  unmatched: Array<{
    entryRef: string;
    amountCents: number;
    remittance: string;
    debtorName?: string | null;
    reason: string;
  }>;
};

/** Admin section: amounts per session, open invoices (mark paid), and the statement import. */
export function PaymentsAdmin() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = (cents: number) => formatEuro(cents, intl.locale);
  const fileId = useId();
  const hintId = useId();
  const data = useQuery(PaymentsAdminQuery, { fetchPolicy: 'cache-and-network' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [setState, setting] = useMutation(SetPaymentStateMutation, {
    refetchQueries: ['PaymentsAdmin', 'PaymentOverview', 'AdminCounters'],
  });
  const [undoPayment, undoing] = useMutation(UndoPaymentMutation, {
    refetchQueries: ['PaymentsAdmin', 'PaymentOverview', 'AdminCounters'],
  });
  const undo = useUndoWindow();
  const [importStatement, importing] = useMutation(ImportStatementMutation, {
    refetchQueries: ['PaymentsAdmin', 'PaymentOverview', 'AdminCounters'],
  });
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [importError, setImportError] = useState<string | null>(null);

  const markPaid = async (ids: string[]) => {
    setStatus(null);
    try {
      const done = await setState({ variables: { ids, state: 'paid' } });
      setSelected(new Set());
      setStatus({ tone: 'success', text: t(m.saved, { count: done.data?.setPaymentState ?? 0 }) });
      undo.open(ids);
    } catch (error) {
      setStatus({ tone: 'danger', text: serverErrorOf(error).message ?? t(m.failed) });
    }
  };

  const onUndo = async () => {
    const ids = undo.ids;
    undo.close();
    try {
      const done = await undoPayment({ variables: { ids } });
      setStatus({ tone: 'success', text: t(m.undone, { count: done.data?.undoPayment ?? 0 }) });
    } catch (error) {
      setStatus({ tone: 'danger', text: serverErrorOf(error).message ?? t(m.failed) });
    }
  };

  const onImport = async (event: FormEvent) => {
    event.preventDefault();
    setImportError(null);
    setResult(null);
    if (!file) return;
    if (file.size > CAMT_MAX_BYTES) {
      setImportError(t(m.tooLarge));
      return;
    }
    try {
      const done = await importStatement({ variables: { xml: await file.text() } });
      setResult(done.data?.importBankStatement ?? null);
    } catch (error) {
      setImportError(serverErrorOf(error).message ?? t(m.failed));
    }
  };

  const open = data.data?.adminInvoices ?? [];

  return (
    <section className="billing-admin" aria-labelledby="billing-admin-title">
      <h3 id="billing-admin-title">{t(m.title)}</h3>

      <PaymentOverview />

      <h4>{t(m.openTitle)}</h4>
      {status && (
        <Alert tone={status.tone} live={status.tone === 'danger' ? 'assertive' : 'polite'}>
          {status.text}
          {undo.isOpen && (
            <span className="billing-undo">
              <Button
                size="sm"
                variant="secondary"
                disabled={undoing.loading}
                onClick={() => void onUndo()}
              >
                {t(m.undo)}
              </Button>
              <small>{t(m.undoHint)}</small>
            </span>
          )}
        </Alert>
      )}
      {open.length === 0 ? (
        <p>{t(m.noOpen)}</p>
      ) : (
        <>
          <div className="billing-table-wrap" tabIndex={0}>
            <table className="billing-table">
              <thead>
                <tr>
                  <th scope="col">
                    <VisuallyHidden>{t(m.select, { number: '' })}</VisuallyHidden>
                  </th>
                  <th scope="col">{t(m.number)}</th>
                  <th scope="col">{t(m.buyer)}</th>
                  <th scope="col">{t(m.amount)}</th>
                  <th scope="col">{t(m.due)}</th>
                  <th scope="col">{t(m.state)}</th>
                  <th scope="col">
                    <VisuallyHidden>{t(m.markPaid)}</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {open.map((invoice) => (
                  <tr key={invoice.id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t(m.select, { number: invoice.number })}
                        checked={selected.has(invoice.id)}
                        onChange={(event) => {
                          const next = new Set(selected);
                          if (event.target.checked) next.add(invoice.id);
                          else next.delete(invoice.id);
                          setSelected(next);
                        }}
                      />
                    </td>
                    <td>{invoice.number}</td>
                    <td>
                      {invoice.buyerName}
                      <br />
                      <small>{invoice.buyerEmail}</small>
                    </td>
                    <td>{money(invoice.grossCents)}</td>
                    <td>{invoice.dueAt ? formatBerlinDate(invoice.dueAt, intl.locale) : '–'}</td>
                    <td>
                      {isPaymentState(invoice.paymentState) && (
                        <Badge tone={PAYMENT_TONES[invoice.paymentState]}>
                          {t(paymentStateMessages[invoice.paymentState])}
                        </Badge>
                      )}{' '}
                    </td>
                    <td>
                      {/* A cancelled invoice is settled by its cancellation invoice. */}
                      {!invoice.cancelled && (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t(m.markPaidLabel, { number: invoice.number })}
                          disabled={setting.loading}
                          onClick={() => void markPaid([invoice.id])}
                        >
                          {t(m.markPaid)}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button
            variant="primary"
            disabled={selected.size === 0 || setting.loading}
            onClick={() => void markPaid([...selected])}
          >
            {t(m.markSelected, { count: selected.size })}
          </Button>
        </>
      )}

      <RefundsAdmin />

      <h4>{t(m.importTitle)}</h4>
      <form className="billing-import" onSubmit={(event) => void onImport(event)}>
        <p id={hintId}>{t(m.importHint)}</p>
        <label htmlFor={fileId}>{t(m.file)}</label>
        <input
          id={fileId}
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-describedby={hintId}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Button
          type="submit"
          variant="primary"
          disabled={!file}
          loading={importing.loading}
          loadingLabel={t(m.importing)}
        >
          {t(m.import)}
        </Button>
      </form>
      {importError && (
        <Alert tone="danger" live="assertive">
          {importError}
        </Alert>
      )}
      {result && (
        <div className="billing-import__result">
          <Alert tone="success">{t(m.matched, { count: result.matched.length })}</Alert>
          {result.matched.length > 0 && (
            <ul>
              {result.matched.map((hit) => (
                <li key={hit.entryRef}>
                  {hit.invoiceNumber} · {money(hit.amountCents)}
                </li>
              ))}
            </ul>
          )}
          {result.alreadyImported.length > 0 && (
            <>
              <Alert tone="info">
                {t(m.alreadyImported, { count: result.alreadyImported.length })}
              </Alert>
              <h5>{t(m.alreadyImportedTitle)}</h5>
              <ul>
                {result.alreadyImported.map((seen) => (
                  <li key={seen.entryRef}>
                    {seen.entryRef} · {money(seen.amountCents)} ·{' '}
                    {t(m.paidInvoice, { number: seen.invoiceNumber })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {result.unmatched.length > 0 && (
            <>
              <h5>{t(m.unmatchedTitle)}</h5>
              <ul>
                {result.unmatched.map((miss) => (
                  <li key={miss.entryRef}>
                    {money(miss.amountCents)} · {miss.debtorName ?? '–'} · „{miss.remittance}“ ·{' '}
                    <strong>
                      {miss.reason in m ? t(m[miss.reason as 'NO_REFERENCE']) : miss.reason}
                    </strong>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
