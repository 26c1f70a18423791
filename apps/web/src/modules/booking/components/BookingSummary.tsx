import { formatBerlinDate, formatBerlinTime } from '@platform/domain';
import { useIntl } from 'react-intl';
import { bookingMessages, timeRangeMessage } from '../booking-messages';

export interface BookingSummaryProps {
  consultantName: string;
  start: string;
  end: string;
  /** How it happens; left out while unknown. (An online room's link is only in the mails.) */
  meetingMode?: string;
  location?: string | null;
}

/** The chosen appointment: consultant, date and time (Berlin), and where it happens. */
export function BookingSummary({
  consultantName,
  start,
  end,
  meetingMode,
  location,
}: BookingSummaryProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <dl className="booking-summary">
      <div>
        <dt>{t(bookingMessages.consultant)}</dt>
        <dd>{consultantName}</dd>
      </div>
      <div>
        <dt>{t(bookingMessages.date)}</dt>
        <dd>{formatBerlinDate(start, intl.locale)}</dd>
      </div>
      <div>
        <dt>{t(bookingMessages.time)}</dt>
        <dd>
          {t(timeRangeMessage, {
            from: formatBerlinTime(start, intl.locale),
            to: formatBerlinTime(end, intl.locale),
          })}
        </dd>
      </div>
      {meetingMode && (
        <div>
          <dt>{t(bookingMessages.how)}</dt>
          <dd>
            {meetingMode === 'online'
              ? t(bookingMessages.onlineNote)
              : (location ?? t(bookingMessages.modeOnsite))}
          </dd>
        </div>
      )}
    </dl>
  );
}
