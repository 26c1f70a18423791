import { defineMessages, useIntl } from 'react-intl';
import { MembershipBilling, MyInvoices } from '../../billing';

const m = defineMessages({
  title: { id: 'member.billing.title', defaultMessage: 'Mitgliedschaft & Rechnungen' },
  membership: { id: 'member.billing.membership', defaultMessage: 'Mitgliedschaft' },
});

/** "Membership & invoices": the trial end and billing of the membership, then every invoice. */
export function BillingTab() {
  const t = useIntl().formatMessage;
  return (
    <section className="member-tab" aria-labelledby="member-billing-title">
      <h2 id="member-billing-title" className="member-tab__title">
        {t(m.title)}
      </h2>
      <section aria-labelledby="member-billing-membership">
        <h3 id="member-billing-membership">{t(m.membership)}</h3>
        <MembershipBilling />
      </section>
      <MyInvoices />
    </section>
  );
}
