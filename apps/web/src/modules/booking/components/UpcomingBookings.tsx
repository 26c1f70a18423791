import { useQuery } from '@apollo/client/react';
import {
  bookingAnswerText,
  bookingQuestionLabel,
  formatBerlinDateTime,
  formatBerlinTime,
} from '@platform/domain';
import { Alert, Button } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { bookingMessages } from '../booking-messages';
import { AdminCancelBooking } from './AdminCancelBooking';
import { TeamRescheduleBooking } from './TeamRescheduleBooking';

const UpcomingBookingsQuery = graphql(`
  query UpcomingBookings {
    upcomingBookings {
      id
      consultantId
      consultantName
      start
      end
      name
      email
      phone
      message
      answers {
        questionId
        kind
        labelDe
        labelEn
        value
      }
    }
  }
`);

const MyConsultationsQuery = graphql(`
  query MyConsultations {
    myConsultations {
      id
      consultantId
      consultantName
      start
      end
      name
      email
      phone
      message
      answers {
        questionId
        kind
        labelDe
        labelEn
        value
      }
    }
  }
`);

const m = defineMessages({
  title: { id: 'booking.admin.upcoming.title', defaultMessage: 'Anstehende Termine' },
  loading: { id: 'booking.admin.upcoming.loading', defaultMessage: 'Termine werden geladen…' },
  empty: { id: 'booking.admin.upcoming.empty', defaultMessage: 'Keine anstehenden Termine.' },
  when: { id: 'booking.admin.upcoming.when', defaultMessage: 'Termin' },
  consultant: { id: 'booking.admin.upcoming.consultant', defaultMessage: 'Beratung durch' },
  visitor: { id: 'booking.admin.upcoming.visitor', defaultMessage: 'Gebucht von' },
  message: {
    id: 'booking.admin.upcoming.message',
    defaultMessage: 'Nachricht und Antworten',
  },
  actions: { id: 'booking.admin.upcoming.actions', defaultMessage: 'Aktionen' },
});

/**
 * Confirmed bookings that have not ended yet, soonest first: all of them (admins) or the
 * signed-in consultant's own (`mine`), each with "move" and "cancel".
 */
export function UpcomingBookings({ mine = false }: { mine?: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const all = useQuery(UpcomingBookingsQuery, { fetchPolicy: 'cache-and-network', skip: mine });
  const own = useQuery(MyConsultationsQuery, { fetchPolicy: 'cache-and-network', skip: !mine });
  const { loading, error, refetch } = mine ? own : all;
  const bookings = mine ? own.data?.myConsultations : all.data?.upcomingBookings;
  const data = bookings ? { upcomingBookings: bookings } : undefined;
  const refetchQuery = mine ? 'MyConsultations' : 'UpcomingBookings';
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="booking-upcoming-title">
      <h2 id="booking-upcoming-title">{t(m.title)}</h2>
      {loading && !data && <p role="status">{t(m.loading)}</p>}
      {error && (
        <Alert tone="danger" live="assertive" title={t(bookingMessages.slotsFailed)}>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t(bookingMessages.retry)}
          </Button>
        </Alert>
      )}
      <p aria-live="polite">{notice}</p>
      {data && data.upcomingBookings.length === 0 && <p>{t(m.empty)}</p>}
      {data && data.upcomingBookings.length > 0 && (
        // On a phone the table scrolls inside its own box instead of widening the page; the box
        // takes focus so keyboard users can scroll it too.
        <div
          className="booking-admin__table-scroll"
          role="region"
          aria-labelledby="booking-upcoming-title"
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                <th scope="col">{t(m.when)}</th>
                {!mine && <th scope="col">{t(m.consultant)}</th>}
                <th scope="col">{t(m.visitor)}</th>
                <th scope="col">{t(m.message)}</th>
                <th scope="col">{t(m.actions)}</th>
              </tr>
            </thead>
            <tbody>
              {data.upcomingBookings.map((b) => (
                <tr key={b.id}>
                  <td>
                    {formatBerlinDateTime(b.start, intl.locale)}–
                    {formatBerlinTime(b.end, intl.locale)}
                  </td>
                  {!mine && <td>{b.consultantName}</td>}
                  <td>
                    {b.name}
                    <br />
                    <a href={`mailto:${b.email}`}>{b.email}</a>
                    {b.phone && (
                      <>
                        <br />
                        <a href={`tel:${b.phone.replace(/[^\d+]/g, '')}`}>{b.phone}</a>
                      </>
                    )}
                  </td>
                  <td>
                    {b.message ?? (b.answers.length === 0 ? '–' : null)}
                    {b.answers.length > 0 && (
                      <dl className="booking-answers">
                        {b.answers.map((a) => (
                          <div key={a.questionId}>
                            <dt>{bookingQuestionLabel(a, intl.locale)}</dt>
                            <dd>{bookingAnswerText(a, intl.locale)}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </td>
                  <td>
                    <div className="booking-admin__actions">
                      <TeamRescheduleBooking
                        booking={b}
                        refetchQuery={refetchQuery}
                        onMoved={setNotice}
                      />
                      <AdminCancelBooking
                        booking={b}
                        refetchQuery={refetchQuery}
                        onCancelled={setNotice}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
