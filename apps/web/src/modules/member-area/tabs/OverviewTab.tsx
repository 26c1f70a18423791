import { useQuery } from '@apollo/client/react';
import { formatBerlinDateTime } from '@platform/domain';
import { Card } from '@platform/ui';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import { graphql } from '../../../graphql/generated';
import { MembershipBilling } from '../../billing';
import { memberAreaTabPath } from '../member-area-tabs';

const MemberOverviewQuery = graphql(`
  query MemberOverview {
    myRegistrations {
      id
      status
      workshop {
        id
        title
      }
      session {
        id
        startsAt
      }
    }
    myInvoices {
      id
      paymentState
    }
    myTickets {
      id
      status
    }
  }
`);

const m = defineMessages({
  title: { id: 'member.overview.title', defaultMessage: 'Übersicht' },
  membership: { id: 'member.overview.membership', defaultMessage: 'Mitgliedschaft' },
  registrations: { id: 'member.overview.registrations', defaultMessage: 'Meine Anmeldungen' },
  noUpcoming: {
    id: 'member.overview.noUpcoming',
    defaultMessage: 'Keine anstehenden Termine.',
  },
  allRegistrations: {
    id: 'member.overview.allRegistrations',
    defaultMessage: 'Alle Anmeldungen',
  },
  toAcademy: { id: 'member.overview.toAcademy', defaultMessage: 'Workshops entdecken' },
  invoices: { id: 'member.overview.invoices', defaultMessage: 'Rechnungen' },
  allInvoices: { id: 'member.overview.allInvoices', defaultMessage: 'Alle Rechnungen' },
  tickets: { id: 'member.overview.tickets', defaultMessage: 'Support-Anfragen' },
  allTickets: { id: 'member.overview.allTickets', defaultMessage: 'Meine Anfragen' },
  account: { id: 'member.overview.account', defaultMessage: 'Profil und Konto' },
  accountText: {
    id: 'member.overview.accountText',
    defaultMessage:
      'Ihr öffentliches Profil, Anmeldedaten und Sicherheit, Ihre Daten zum Herunterladen.',
  },
  toProfile: { id: 'member.overview.toProfile', defaultMessage: 'Profil bearbeiten' },
  toProjectHours: { id: 'member.overview.toProjectHours', defaultMessage: 'Meine Projektstunden' },
  toAccount: { id: 'member.overview.toAccount', defaultMessage: 'Konto-Einstellungen' },
});
const openInvoices = defineMessage<{ count: number }>({
  id: 'member.overview.openInvoices',
  defaultMessage:
    '{count, plural, =0 {Keine offenen Rechnungen.} one {# offene Rechnung.} other {# offene Rechnungen.}}',
});
const openTickets = defineMessage<{ count: number }>({
  id: 'member.overview.openTickets',
  defaultMessage:
    '{count, plural, =0 {Keine offenen Anfragen.} one {# offene Anfrage.} other {# offene Anfragen.}}',
});

/** How many upcoming dates the overview lists before "all registrations". */
const UPCOMING_SHOWN = 3;

/** The member area's start: membership and billing, next dates, open invoices and tickets. */
export function OverviewTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data } = useQuery(MemberOverviewQuery, { fetchPolicy: 'cache-and-network' });
  // The moment the tab opened: dates after it count as upcoming.
  const [now] = useState(() => Date.now());
  const upcoming = (data?.myRegistrations ?? [])
    .filter((r) => r.status !== 'cancelled' && new Date(String(r.session.startsAt)).getTime() > now)
    .sort((a, b) => String(a.session.startsAt).localeCompare(String(b.session.startsAt)));
  const unpaid = (data?.myInvoices ?? []).filter((i) => i.paymentState === 'open').length;
  const asking = (data?.myTickets ?? []).filter((ticket) => ticket.status !== 'closed').length;

  return (
    <section className="member-tab" aria-labelledby="member-overview-title">
      <h2 id="member-overview-title" className="member-tab__title">
        {t(m.title)}
      </h2>
      <ul className="member-overview">
        <Card as="li" className="member-overview__card">
          <h3>{t(m.membership)}</h3>
          <MembershipBilling />
        </Card>
        <Card as="li" className="member-overview__card" data-card="registrations">
          <h3>{t(m.registrations)}</h3>
          {data && upcoming.length === 0 && <p>{t(m.noUpcoming)}</p>}
          {upcoming.length > 0 && (
            <ul className="member-overview__dates">
              {upcoming.slice(0, UPCOMING_SHOWN).map((r) => (
                <li key={r.id}>
                  <strong>{r.workshop.title}</strong>
                  <br />
                  {formatBerlinDateTime(String(r.session.startsAt), intl.locale)}
                </li>
              ))}
            </ul>
          )}
          <p className="member-overview__links">
            <Link to={memberAreaTabPath('registrations')}>{t(m.allRegistrations)}</Link>
            <Link to={PATHS.academy}>{t(m.toAcademy)}</Link>
          </p>
        </Card>
        <Card as="li" className="member-overview__card" data-card="invoices">
          <h3>{t(m.invoices)}</h3>
          {data && <p>{t(openInvoices, { count: unpaid })}</p>}
          <p className="member-overview__links">
            <Link to={memberAreaTabPath('billing')}>{t(m.allInvoices)}</Link>
          </p>
        </Card>
        <Card as="li" className="member-overview__card" data-card="tickets">
          <h3>{t(m.tickets)}</h3>
          {data && <p>{t(openTickets, { count: asking })}</p>}
          <p className="member-overview__links">
            <Link to={PATHS.memberTickets}>{t(m.allTickets)}</Link>
          </p>
        </Card>
        <Card as="li" className="member-overview__card">
          <h3>{t(m.account)}</h3>
          <p>{t(m.accountText)}</p>
          <p className="member-overview__links">
            <Link to={memberAreaTabPath('profile')}>{t(m.toProfile)}</Link>
            <Link to={memberAreaTabPath('account')}>{t(m.toAccount)}</Link>
            <Link to={memberAreaTabPath('projects')}>{t(m.toProjectHours)}</Link>
          </p>
        </Card>
      </ul>
    </section>
  );
}
