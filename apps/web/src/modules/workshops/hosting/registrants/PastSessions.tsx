import { formatBerlinDate } from '@platform/domain';
import { Button } from '@platform/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { AttendanceList, attendanceMessages as am } from '../../../checkin';
import { registrantsMessages as m } from './registrants-messages';

export interface PastSessionRow {
  sessionId: string;
  startsAt: string;
  registered: number;
  attended: number;
  noShows: number | null;
}

/** The past sessions (newest first), shown on request: figures and the attendance list. */
export function PastSessions({ sessions }: { sessions: PastSessionRow[] }) {
  return (
    <div className="ws-registrants__past">
      {sessions.map((s) => (
        <PastSession key={s.sessionId} session={s} />
      ))}
    </div>
  );
}

function PastSession({ session }: { session: PastSessionRow }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="ws-registrants__session" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t(m.pastSession, { date: formatBerlinDate(session.startsAt, intl.locale) })}
      </h3>
      <p className="ws-registrants__figures">
        {t(am.figures, {
          registered: session.registered,
          attended: session.attended,
          noShows: session.noShows ?? 'none',
        })}
      </p>
      {session.registered > 0 && (
        <>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? t(am.hide) : t(am.show)}
          </Button>
          {open && <AttendanceList sessionId={session.sessionId} />}
        </>
      )}
    </section>
  );
}
