import '../modules/booking/booking.css';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { RescheduleBooking } from '../modules/booking/components/RescheduleBooking';

const m = defineMessages({
  title: { id: 'booking.reschedulePage.title', defaultMessage: 'Termin verschieben' },
  description: {
    id: 'booking.reschedulePage.description',
    defaultMessage: 'Verschieben Sie Ihren gebuchten Beratungstermin auf eine andere Zeit.',
  },
});

export function BookingReschedulePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  usePageMeta({
    title: intl.formatMessage(m.title),
    description: intl.formatMessage(m.description),
  });
  return (
    <div className="mk-section">
      <div className="app-container booking-narrow">
        <h1>{intl.formatMessage(m.title)}</h1>
        <RescheduleBooking token={params.get('token')} />
      </div>
    </div>
  );
}
