import { useQuery } from '@apollo/client/react';
import { formatEuro } from '@platform/domain';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { hoursLabel, monthLabel } from '../project-time-messages';

const MyInvoicedDocument = graphql(`
  query MyInvoicedProjectMonths {
    myInvoicedProjectMonths {
      requestId
      company
      month
      hours
      hourlyRateCents
      amountCents
      invoiceNumber
      paymentState
    }
  }
`);

const m: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'projects.time.invoiced.title', defaultMessage: 'Abgerechnet' },
  intro: {
    id: 'projects.time.invoiced.intro',
    defaultMessage: 'Was Ihre freigegebenen Stunden auf den Rechnungen an die Unternehmen ergaben.',
  },
  line: {
    id: 'projects.time.invoiced.line',
    defaultMessage: '{company}, {month}: {hours} h × {rate} = {amount}',
  },
  invoice: {
    id: 'projects.time.invoiced.invoice',
    defaultMessage: 'Rechnung {number} · {state}',
  },
  open: { id: 'projects.time.invoiced.state.open', defaultMessage: 'offen' },
  paid: { id: 'projects.time.invoiced.state.paid', defaultMessage: 'bezahlt' },
  cancelled: { id: 'projects.time.invoiced.state.cancelled', defaultMessage: 'storniert' },
  other: { id: 'projects.time.invoiced.state.other', defaultMessage: 'in Bearbeitung' },
});

/** What the specialist's own hours came to on invoices: month, hours × rate, number, status. */
export function MyInvoicedMonths() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data } = useQuery(MyInvoicedDocument, { fetchPolicy: 'cache-and-network' });
  const rows = data?.myInvoicedProjectMonths ?? [];
  if (rows.length === 0) return null;
  const stateText = (state: string) =>
    t(
      state === 'open'
        ? m.open
        : state === 'paid'
          ? m.paid
          : state === 'cancelled'
            ? m.cancelled
            : m.other,
    );
  return (
    <section className="project-time__invoiced" aria-labelledby="project-time-invoiced">
      <h3 id="project-time-invoiced">{t(m.title)}</h3>
      <p>{t(m.intro)}</p>
      <ul>
        {rows.map((row) => (
          <li
            key={`${row.requestId}-${row.month}-${row.invoiceNumber}`}
            data-testid="invoiced-month"
          >
            <span>
              {t(m.line, {
                company: row.company,
                month: monthLabel(row.month, intl.locale),
                hours: hoursLabel(row.hours, intl.locale),
                rate: formatEuro(row.hourlyRateCents, intl.locale),
                amount: formatEuro(row.amountCents, intl.locale),
              })}
            </span>
            <span className="project-time__meta">
              {t(m.invoice, { number: row.invoiceNumber, state: stateText(row.paymentState) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
