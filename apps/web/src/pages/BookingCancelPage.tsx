import '../modules/booking/booking.css';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { CancelBooking } from '../modules/booking/components/CancelBooking';

const m = defineMessages({
  title: { id: 'booking.cancelPage.title', defaultMessage: 'Termin stornieren' },
  description: {
    id: 'booking.cancelPage.description',
    defaultMessage: 'Stornieren Sie Ihren gebuchten Beratungstermin.',
  },
});

export function BookingCancelPage() {
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
        <CancelBooking token={params.get('token')} />
      </div>
    </div>
  );
}
