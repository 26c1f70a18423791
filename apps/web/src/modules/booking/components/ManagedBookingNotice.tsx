import { Alert } from '@platform/ui';
import { defineMessage, defineMessages, useIntl } from 'react-intl';

const m = defineMessages({
  limit: {
    id: 'booking.manage.limit',
    defaultMessage:
      'Er wurde bereits so oft verschoben, wie es über den Link möglich ist. Bitte sprechen Sie uns direkt an:',
  },
  limitTitle: {
    id: 'booking.manage.limitTitle',
    defaultMessage: 'Dieser Termin kann über den Link nicht mehr verschoben werden',
  },
  tooLateTitle: {
    id: 'booking.manage.tooLateTitle',
    defaultMessage: 'Dieser Termin kann über den Link nicht mehr geändert werden',
  },
});

const tooLateMessage = defineMessage<{ hours: number }>({
  id: 'booking.manage.tooLate',
  defaultMessage:
    'Verschieben und Stornieren sind bis {hours} Stunden vor Beginn möglich. Bitte sprechen Sie uns direkt an:',
});

export interface ManagedBookingNoticeProps {
  reason: 'tooLate' | 'limit';
  changeCutoffHours: number;
  contactEmail: string;
  contactPhone: string;
}

/** Why the mail link can no longer change the booking, and how to reach the company instead. */
export function ManagedBookingNotice({
  reason,
  changeCutoffHours,
  contactEmail,
  contactPhone,
}: ManagedBookingNoticeProps) {
  const t = useIntl().formatMessage;
  return (
    <Alert tone="warning" title={t(reason === 'limit' ? m.limitTitle : m.tooLateTitle)}>
      <p>{reason === 'limit' ? t(m.limit) : t(tooLateMessage, { hours: changeCutoffHours })}</p>
      <ul className="booking-contact">
        <li>
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </li>
        <li>
          <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>
        </li>
      </ul>
    </Alert>
  );
}
