import { useQuery } from '@apollo/client/react';
import { formatBerlinDay } from '@platform/domain';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { MemberInvoice } from './MemberInvoices';
import '../billing.css';

const MyInvoicesQuery = graphql(`
  query MyInvoices {
    myInvoices {
      id
      description
      issueDate
      ...MemberInvoice_invoice
    }
  }
`);

const m = defineMessages({
  title: { id: 'billing.mine.title', defaultMessage: 'Rechnungen' },
  none: { id: 'billing.mine.none', defaultMessage: 'Sie haben noch keine Rechnungen.' },
  loading: { id: 'billing.mine.loading', defaultMessage: 'Rechnungen werden geladen…' },
});

/** Every invoice made out to the member's account (workshop seats and membership), newest first. */
export function MyInvoices() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data } = useQuery(MyInvoicesQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <section className="billing-mine" aria-labelledby="billing-mine-title">
      <h3 id="billing-mine-title">{t(m.title)}</h3>
      {!data ? (
        <p role="status">{t(m.loading)}</p>
      ) : data.myInvoices.length === 0 ? (
        <p>{t(m.none)}</p>
      ) : (
        <ul className="billing-mine__list">
          {data.myInvoices.map((invoice) => (
            <li key={invoice.id} className="billing-mine__item">
              <span className="billing-mine__what">
                {invoice.description} ·{' '}
                {formatBerlinDay(`${invoice.issueDate}T12:00:00Z`, intl.locale)}
              </span>
              <ul className="billing-invoices">
                <MemberInvoice invoice={invoice} />
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
