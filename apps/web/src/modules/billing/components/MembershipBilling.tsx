import { useQuery } from '@apollo/client/react';
import { formatBerlinDay, formatEuro } from '@platform/domain';
import { defineMessage, useIntl } from 'react-intl';
import { PATHS } from '../../../shared/paths';
import { LinkButton } from '../../../shared/components/LinkButton';
import { graphql } from '../../../graphql/generated';

const MembershipBillingQuery = graphql(`
  query MembershipBilling {
    myMembership {
      status
      trialEndsAt
      startedAt
      endsAt
      monthlyFeeCents
      nextInvoiceAt
    }
  }
`);

type Values = { date: string; price: string };
const m = {
  trial: defineMessage<Values>({
    id: 'billing.summary.trial',
    defaultMessage:
      'Kostenlose Probemitgliedschaft bis {date}. Danach endet sie von selbst, es sei denn, Sie starten die Mitgliedschaft ({price} pro Monat).',
  }),
  trialStarted: defineMessage<Values>({
    id: 'billing.summary.trialStarted',
    defaultMessage:
      'Kostenlose Probemitgliedschaft bis {date}. Ihre Mitgliedschaft ist gestartet: Ab {date} kostet sie {price} pro Monat.',
  }),
  active: defineMessage<Values>({
    id: 'billing.summary.active',
    defaultMessage: 'Mitgliedschaft aktiv, {price} pro Monat.',
  }),
  nextInvoice: defineMessage<Values>({
    id: 'billing.summary.nextInvoice',
    defaultMessage: 'Nächste Rechnung am {date}, zahlbar per Überweisung. Kündbar zum Monatsende.',
  }),
  ending: defineMessage<Values>({
    id: 'billing.summary.ending',
    defaultMessage: 'Ihre Mitgliedschaft endet am {date}; danach kommt keine Rechnung mehr.',
  }),
  lapsed: defineMessage<Values>({
    id: 'billing.summary.lapsed',
    defaultMessage:
      'Keine laufende Mitgliedschaft: Die Probezeit ist vorbei, es gelten die regulären Preise.',
  }),
  manage: defineMessage({
    id: 'billing.summary.manage',
    defaultMessage: 'Mitgliedschaft verwalten',
  }),
};

/** The membership in sentences: trial end, the monthly fee, the next invoice or the end. */
export function MembershipBilling() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data } = useQuery(MembershipBillingQuery, { fetchPolicy: 'cache-and-network' });
  const membership = data?.myMembership;
  if (!membership) return null;
  const day = (value: unknown) => formatBerlinDay(String(value), intl.locale);
  const price = formatEuro(membership.monthlyFeeCents, intl.locale);
  const lines: string[] = [];
  if (membership.status === 'trial')
    lines.push(
      t(membership.startedAt ? m.trialStarted : m.trial, {
        date: day(membership.trialEndsAt),
        price,
      }),
    );
  if (membership.status === 'active') lines.push(t(m.active, { date: '', price }));
  if (membership.nextInvoiceAt)
    lines.push(t(m.nextInvoice, { date: day(membership.nextInvoiceAt), price }));
  if (membership.status === 'active' && membership.endsAt)
    lines.push(t(m.ending, { date: day(membership.endsAt), price }));
  if (membership.status === 'lapsed') lines.push(t(m.lapsed, { date: '', price }));
  return (
    <div className="billing-summary" data-membership-status={membership.status}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <LinkButton to={PATHS.membership} variant="secondary" size="sm">
        {t(m.manage)}
      </LinkButton>
    </div>
  );
}
