import '../calendar-sync.css';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { calendarSyncMessages } from '../calendar-sync-messages';
import { CalendarConnectionStatus } from './CalendarConnectionStatus';

const ConsultantCalendarConnectionsQuery = graphql(`
  query ConsultantCalendarConnections($consultantIds: [ID!]!) {
    consultantCalendarConnections(consultantIds: $consultantIds) {
      consultantId
      kind
      calendarName
      host
      status
      problem
      lastSyncedAt
    }
  }
`);

const m = defineMessages({
  title: { id: 'calendarSync.admin.title', defaultMessage: 'Eigene Kalender der Berater' },
  failedLoad: {
    id: 'calendarSync.admin.failedLoad',
    defaultMessage: 'Die verbundenen Kalender konnten nicht geladen werden.',
  },
});

/** Admins: each consultant's connected calendar, failing ones first to the eye. */
export function ConsultantCalendars({
  consultants,
}: {
  consultants: Array<{ id: string; displayName: string }>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, error } = useQuery(ConsultantCalendarConnectionsQuery, {
    variables: { consultantIds: consultants.map((c) => c.id) },
    skip: consultants.length === 0,
  });
  if (consultants.length === 0) return null;
  const byConsultant = new Map(
    (data?.consultantCalendarConnections ?? []).map((c) => [c.consultantId, c]),
  );
  return (
    <section className="calendar-sync calendar-sync--admin" aria-labelledby="calendar-sync-admin">
      <h2 id="calendar-sync-admin">{t(m.title)}</h2>
      {error ? <p role="alert">{t(m.failedLoad)}</p> : null}
      {data ? (
        <ul className="calendar-sync__list">
          {consultants.map((consultant) => {
            const connection = byConsultant.get(consultant.id);
            return (
              <li key={consultant.id}>
                <h3>{consultant.displayName}</h3>
                {connection ? (
                  <CalendarConnectionStatus connection={connection} />
                ) : (
                  <p>{t(calendarSyncMessages.notConnected)}</p>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
