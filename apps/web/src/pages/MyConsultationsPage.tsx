import '../modules/booking/booking.css';
import { defineMessages, useIntl } from 'react-intl';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { RequireAuth } from '../modules/auth/components/RequireAuth';
import { MyBookingQuestions, UpcomingBookings } from '../modules/booking';
import { MyCalendarFeeds } from '../modules/calendar-feeds';
import { MyCalendarConnection } from '../modules/calendar-sync';

const m = defineMessages({
  title: { id: 'booking.myConsultations.title', defaultMessage: 'Meine Beratungstermine' },
  intro: {
    id: 'booking.myConsultations.intro',
    defaultMessage:
      'Ihre anstehenden Termine als Beraterin oder Berater. Sie können jeden verschieben oder absagen, auch kurzfristig; die Person erhält eine E-Mail mit Ihrer Nachricht und der aktualisierten Kalenderdatei.',
  },
});

/** A consultant's own upcoming consultations, linked from their booking mails. */
export function MyConsultationsPage() {
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage(m.title) });
  return (
    <div className="mk-section">
      <div className="app-container">
        <RequireAuth>
          <h1>{intl.formatMessage(m.title)}</h1>
          <p>{intl.formatMessage(m.intro)}</p>
          <UpcomingBookings mine />
          <MyBookingQuestions />
          <MyCalendarConnection />
          <MyCalendarFeeds only="consultant" />
        </RequireAuth>
      </div>
    </div>
  );
}
