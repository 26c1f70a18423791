import { formatBerlinDate, formatBerlinTime } from '@platform/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { nextWorkshopSessions } from './workshop-schedule';

const SHOWN_SESSIONS = 6;

/** The upcoming sessions, computed from the recurrence rule (no server needed). */
export function NextSessions() {
  const { locale } = useIntl();
  // Computed once per visit: the list does not need to tick over while the page is open.
  const [sessions] = useState(() => nextWorkshopSessions(new Date(), SHOWN_SESSIONS));

  return (
    <ol className="workshop-sessions">
      {sessions.map(({ start, end }) => (
        <li key={start.toISOString()} className="workshop-sessions__item">
          <time dateTime={start.toISOString()} className="workshop-sessions__date">
            {formatBerlinDate(start, locale)}
          </time>
          <span className="workshop-sessions__time">
            <FormattedMessage
              id="flagship.sessions.timeRange"
              defaultMessage="{start}–{end} Uhr"
              values={{
                start: formatBerlinTime(start, locale),
                end: formatBerlinTime(end, locale),
              }}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
