import '../modules/booking/booking.css';
import { defineMessages, useIntl } from 'react-intl';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { RequireAuth } from '../modules/auth/components/RequireAuth';
import { BookingAdmin } from '../modules/booking/components/BookingAdmin';

const m = defineMessages({
  title: { id: 'booking.adminPage.title', defaultMessage: 'Terminbuchung verwalten' },
});

/** The booking admin section on its own route (the member area's Admin tab shows the same). */
export function BookingAdminPage() {
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage(m.title) });
  return (
    <div className="mk-section">
      <div className="app-container">
        <RequireAuth role="ADMIN">
          <h1>{intl.formatMessage(m.title)}</h1>
          <BookingAdmin />
        </RequireAuth>
      </div>
    </div>
  );
}
