import { formatBerlinDateTime } from '@platform/domain';
import { Badge } from '@platform/ui';
import { useIntl } from 'react-intl';
import { calendarSyncMessages as m } from '../calendar-sync-messages';

export interface CalendarConnectionView {
  kind: 'caldav' | 'ical';
  calendarName: string;
  host: string;
  status: string;
  problem?: 'auth' | 'unreachable' | 'bad_data' | 'not_found' | null;
  lastSyncedAt?: string | null;
}

const PROBLEMS = {
  auth: m.problemAuth,
  unreachable: m.problemUnreachable,
  bad_data: m.problemBadData,
  not_found: m.problemNotFound,
} as const;

/** A connected calendar's state: connected or failing (why), and the last good read. */
export function CalendarConnectionStatus({ connection }: { connection: CalendarConnectionView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const failing = connection.status === 'failing';
  return (
    <div className="calendar-sync__status">
      <Badge tone={failing ? 'danger' : 'success'}>{t(failing ? m.failing : m.connected)}</Badge>
      <dl className="calendar-sync__facts">
        <dt>{t(m.calendar)}</dt>
        <dd>
          {connection.calendarName}
          {connection.calendarName !== connection.host ? ` (${connection.host})` : ''}
        </dd>
        <dt>{t(m.kind)}</dt>
        <dd>{t(connection.kind === 'caldav' ? m.caldav : m.ical)}</dd>
        <dt>{t(m.lastSynced)}</dt>
        <dd>
          {connection.lastSyncedAt
            ? formatBerlinDateTime(new Date(connection.lastSyncedAt), intl.locale)
            : t(m.never)}
        </dd>
      </dl>
      {failing && connection.problem ? (
        <p className="calendar-sync__problem">
          {t(PROBLEMS[connection.problem])} {t(m.stillBooking)}
        </p>
      ) : null}
    </div>
  );
}
