import '../account.css';
import { useQuery } from '@apollo/client/react';
import { formatBerlinDateTime } from '@platform/domain';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { auditActionMessage } from '../../audit-log';

const SecurityEventsQuery = graphql(`
  query MySecurityEvents {
    mySecurityEvents {
      id
      occurredAt
      action
      ip
    }
  }
`);

const m = defineMessages({
  title: { id: 'member.account.securityEvents.title', defaultMessage: 'Sicherheitsereignisse' },
  intro: {
    id: 'member.account.securityEvents.intro',
    defaultMessage:
      'Anmeldungen, neue Geräte, zweite Faktoren sowie Änderungen an E-Mail-Adresse und Passwort Ihres Kontos. Etwas kommt Ihnen fremd vor? Ändern Sie Ihr Passwort und melden Sie die anderen Geräte ab.',
  },
  empty: {
    id: 'member.account.securityEvents.empty',
    defaultMessage: 'Noch keine Sicherheitsereignisse.',
  },
  date: { id: 'member.account.securityEvents.date', defaultMessage: 'Datum' },
  event: { id: 'member.account.securityEvents.event', defaultMessage: 'Ereignis' },
  address: { id: 'member.account.securityEvents.address', defaultMessage: 'Adresse' },
});

/** "Security events": the member's own sign-ins, devices, factors, e-mail and password changes. */
export function SecurityEventsSection() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data } = useQuery(SecurityEventsQuery, { fetchPolicy: 'cache-and-network' });
  if (!data) return null;
  const events = data.mySecurityEvents;
  return (
    <section className="account-section" aria-labelledby="account-security-events-title">
      <h3 id="account-security-events-title" className="account-section__title">
        {t(m.title)}
      </h3>
      <p>{t(m.intro)}</p>
      {events.length === 0 ? (
        <p>{t(m.empty)}</p>
      ) : (
        <ul className="account-sessions" data-testid="security-events">
          {events.map((event) => {
            const message = auditActionMessage(event.action);
            return (
              <li key={event.id} className="account-session">
                <dl className="account-event">
                  <div>
                    <dt>{t(m.date)}</dt>
                    <dd>
                      <time dateTime={String(event.occurredAt)}>
                        {formatBerlinDateTime(String(event.occurredAt), intl.locale)}
                      </time>
                    </dd>
                  </div>
                  <div>
                    <dt>{t(m.event)}</dt>
                    <dd>{message ? t(message) : event.action}</dd>
                  </div>
                  <div>
                    <dt>{t(m.address)}</dt>
                    <dd>{event.ip ?? '–'}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
