import { useQuery } from '@apollo/client/react';
import {
  PAYMENT_OVERVIEW_PAGE_SIZE,
  PAYMENT_OVERVIEW_SHOW,
  formatBerlinDateTime,
  formatEuro,
  isOneOf,
  type PaymentOverviewShow,
} from '@platform/domain';
import { Alert, Button, SelectField } from '@platform/ui';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { graphql } from '../../../graphql/generated';

const PaymentOverviewQuery = graphql(`
  query PaymentOverview($show: String!, $first: Int!, $after: String) {
    adminPaymentSessions(show: $show, first: $first, after: $after) {
      items {
        workshopId
        sessionId
        title
        startsAt
        openCount
        openCents
        paidCount
        paidCents
        cancelledCount
        refundDueCents
      }
      nextCursor
    }
  }
`);

const m = defineMessages({
  overview: {
    id: 'billing.admin.overview',
    defaultMessage: 'Offene und bezahlte Beträge je Termin',
  },
  show: { id: 'billing.admin.overview.show', defaultMessage: 'Anzeigen' },
  showOpen: {
    id: 'billing.admin.overview.showOpen',
    defaultMessage: 'Termine mit offenen Rechnungen',
  },
  showAll: { id: 'billing.admin.overview.showAll', defaultMessage: 'Alle Termine mit Rechnungen' },
  loading: { id: 'billing.admin.overview.loading', defaultMessage: 'Wird geladen …' },
  noOpenSessions: {
    id: 'billing.admin.overview.noOpen',
    defaultMessage: 'Kein Termin hat offene Rechnungen.',
  },
  noSales: { id: 'billing.admin.noSales', defaultMessage: 'Noch keine Rechnungen.' },
  failed: {
    id: 'billing.admin.overview.failed',
    defaultMessage: 'Die Übersicht konnte nicht geladen werden.',
  },
  retry: { id: 'billing.admin.overview.retry', defaultMessage: 'Erneut versuchen' },
  firstPage: { id: 'billing.admin.overview.firstPage', defaultMessage: 'Zur ersten Seite' },
  pages: { id: 'billing.admin.overview.pages', defaultMessage: 'Seiten der Übersicht' },
  page: defineMessage<{ page: string | number }>({
    id: 'billing.admin.overview.page',
    defaultMessage: 'Seite {page}',
  }),
  previous: { id: 'billing.admin.overview.previous', defaultMessage: 'Vorherige Seite' },
  next: { id: 'billing.admin.overview.next', defaultMessage: 'Nächste Seite' },
  workshop: { id: 'billing.admin.col.workshop', defaultMessage: 'Workshop' },
  date: { id: 'billing.admin.col.date', defaultMessage: 'Termin' },
  open: { id: 'billing.admin.col.open', defaultMessage: 'Offen' },
  paid: { id: 'billing.admin.col.paid', defaultMessage: 'Bezahlt' },
  cancelledCol: { id: 'billing.admin.col.cancelled', defaultMessage: 'Storniert' },
  sum: defineMessage<{ count: string | number; amount: string | number }>({
    id: 'billing.admin.sum',
    defaultMessage: '{count, plural, one {# Rechnung} other {# Rechnungen}}, {amount}',
  }),
  cancelledSum: defineMessage<{ count: string | number }>({
    id: 'billing.admin.cancelledSum',
    defaultMessage: '{count, plural, =0 {–} one {# Rechnung} other {# Rechnungen}}',
  }),
  refundDue: defineMessage<{ amount: string | number }>({
    id: 'billing.admin.refundDue',
    defaultMessage: 'davon {amount} zu erstatten',
  }),
});

/**
 * The admin's amounts per session, a page at a time (the server's cursor; newest first), by
 * default only sessions with an open invoice. The cursors of the pages seen are kept, so
 * "previous" goes back without a page number the server would have to count to.
 */
export function PaymentOverview() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = (cents: number) => formatEuro(cents, intl.locale);
  const [show, setShow] = useState<PaymentOverviewShow>('open');
  // The cursor each page seen started after (null: the first page).
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const after = cursors[cursors.length - 1];
  const { data, previousData, loading, error, refetch } = useQuery(PaymentOverviewQuery, {
    variables: { show, first: PAYMENT_OVERVIEW_PAGE_SIZE, after },
    fetchPolicy: 'cache-and-network',
  });
  // While the next page loads the one before stays on screen (no jump to an empty table).
  const page = (data ?? previousData)?.adminPaymentSessions;
  const rows = page?.items ?? [];
  const nextCursor = data?.adminPaymentSessions.nextCursor ?? null;
  const pageNumber = cursors.length;

  const choose = (value: string) => {
    if (!isOneOf(PAYMENT_OVERVIEW_SHOW, value)) return;
    setShow(value);
    setCursors([null]);
  };

  return (
    <div className="billing-overview" aria-busy={loading}>
      <h4>{t(m.overview)}</h4>
      <SelectField
        className="billing-overview__show"
        label={t(m.show)}
        value={show}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="open">{t(m.showOpen)}</option>
        <option value="all">{t(m.showAll)}</option>
      </SelectField>
      {error && (
        <Alert tone="danger" live="assertive">
          <p>{serverErrorOf(error).message ?? t(m.failed)}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => (pageNumber > 1 ? setCursors([null]) : void refetch())}
          >
            {pageNumber > 1 ? t(m.firstPage) : t(m.retry)}
          </Button>
        </Alert>
      )}
      {loading && !page && <p role="status">{t(m.loading)}</p>}
      {page && rows.length === 0 && <p>{show === 'open' ? t(m.noOpenSessions) : t(m.noSales)}</p>}
      {rows.length > 0 && (
        <div className="billing-table-wrap" tabIndex={0}>
          <table className="billing-table">
            <thead>
              <tr>
                <th scope="col">{t(m.workshop)}</th>
                <th scope="col">{t(m.date)}</th>
                <th scope="col">{t(m.open)}</th>
                <th scope="col">{t(m.paid)}</th>
                <th scope="col">{t(m.cancelledCol)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.workshopId ?? ''}-${row.sessionId ?? ''}`}>
                  <td>{row.title}</td>
                  <td>{row.startsAt ? formatBerlinDateTime(row.startsAt, intl.locale) : '–'}</td>
                  <td>{t(m.sum, { count: row.openCount, amount: money(row.openCents) })}</td>
                  <td>{t(m.sum, { count: row.paidCount, amount: money(row.paidCents) })}</td>
                  <td>
                    {t(m.cancelledSum, { count: row.cancelledCount })}
                    {row.refundDueCents > 0 && (
                      <>
                        <br />
                        <small>{t(m.refundDue, { amount: money(row.refundDueCents) })}</small>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(pageNumber > 1 || nextCursor) && (
        <nav className="billing-pager" aria-label={t(m.pages)}>
          <Button
            variant="secondary"
            size="sm"
            disabled={pageNumber <= 1 || loading}
            onClick={() => setCursors((seen) => seen.slice(0, -1))}
          >
            {t(m.previous)}
          </Button>
          <span aria-live="polite">{t(m.page, { page: pageNumber })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!nextCursor || loading}
            onClick={() => nextCursor && setCursors((seen) => [...seen, nextCursor])}
          >
            {t(m.next)}
          </Button>
        </nav>
      )}
    </div>
  );
}
