import { useMutation } from '@apollo/client/react';
import { berlinDayOf, formatBerlinDate, formatBerlinTime, holidayOn } from '@platform/domain';
import { Alert, Badge, Button } from '@platform/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LinkButton } from '../../../../shared/components/LinkButton';
import { serverErrorOf } from '../../../../shared/graphql/server-error';
import { checkInPath } from '../../../../shared/paths';
import { graphql } from '../../../../graphql/generated';
import { AttendanceList, attendanceMessages as am } from '../../../checkin';
import { MoveSessionForm } from './MoveSessionForm';
import { registrantsMessages as m } from './registrants-messages';
import { SessionMessageForm } from './SessionMessageForm';
import { SessionMinimum, type SessionMinimumProps } from './SessionMinimum';

const CancelSessionMutation = graphql(`
  mutation CancelWorkshopSession($sessionId: ID!) {
    cancelWorkshopSession(sessionId: $sessionId)
  }
`);

export interface RegistrantRow {
  id: string;
  name: string;
  email: string;
  status: string;
  isMember: boolean;
  notes?: string | null;
  /** open, paid, refunded or written_off; null when nothing is invoiced. */
  paymentState?: string | null;
}

/** A session's attendance figures (see the check-in module). */
export interface SessionFiguresRow {
  registered: number;
  attended: number;
  noShows: number | null;
}

export interface SessionRow {
  id: string;
  startsAt: string;
  capacity: number;
  registeredCount: number;
  offSchedule: boolean;
  runConfirmedAt?: string | null;
}

const STATUS_TONE = { confirmed: 'success', waitlisted: 'warning', cancelled: 'neutral' } as const;
const PAYMENT = {
  open: { message: m.paymentOpen, tone: 'warning' },
  paid: { message: m.paymentPaid, tone: 'success' },
  refunded: { message: m.paymentRefunded, tone: 'neutral' },
  written_off: { message: m.paymentWrittenOff, tone: 'neutral' },
} as const;

/** One session: its registrants (a list, so it fits a phone), and move, cancel, message. */
export function SessionRegistrants({
  workshopId,
  session,
  figures,
  started,
  registrants,
  minimum = null,
  onChanged,
}: {
  workshopId: string;
  session: SessionRow;
  figures: SessionFiguresRow | null;
  /** The session has begun: attendance can be ticked. */
  started: boolean;
  registrants: RegistrantRow[];
  /** The workshop's minimum of participants, if it has one. */
  minimum?: SessionMinimumProps['minimum'];
  onChanged: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelSession, cancelling] = useMutation(CancelSessionMutation);
  const [showAttendance, setShowAttendance] = useState(false);
  const date = formatBerlinDate(session.startsAt, intl.locale);
  const holiday = holidayOn(berlinDayOf(new Date(session.startsAt)));
  const confirmed = registrants.filter((r) => r.status === 'confirmed').length;
  // Invoices of the seats taken (a cancelled seat's invoice is reversed, so it is not counted).
  const invoiced = registrants.filter((r) => r.status === 'confirmed' && r.paymentState);
  const paid = invoiced.filter((r) => r.paymentState === 'paid').length;

  const onCancel = async () => {
    setFailure(null);
    try {
      await cancelSession({ variables: { sessionId: session.id } });
      setNotice(t(m.cancelled_));
      onChanged();
    } catch (error) {
      setFailure(serverErrorOf(error).message ?? t(m.failed));
    }
  };

  return (
    <section className="ws-registrants__session" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t(m.session, { date, time: formatBerlinTime(session.startsAt, intl.locale) })}
      </h3>
      <p className="ws-registrants__seats">
        {t(m.seats, { registered: session.registeredCount, capacity: session.capacity })}
        {invoiced.length > 0 && (
          <>
            {' · '}
            {t(m.paidCount, { paid, invoiced: invoiced.length })}
          </>
        )}
      </p>
      <SessionMinimum session={session} minimum={minimum} onChanged={onChanged} />
      {figures && figures.registered > 0 && (
        <p className="ws-registrants__figures">
          {t(am.figures, {
            registered: figures.registered,
            attended: figures.attended,
            noShows: figures.noShows ?? 'none',
          })}
        </p>
      )}
      {session.offSchedule && (
        <Alert tone="warning" live="off">
          <p>{t(m.offSchedule)}</p>
        </Alert>
      )}
      {holiday && !notice && (
        <Alert tone="info" live="off" className="ws-registrants__holiday">
          <p>
            {t(m.holiday, { name: holiday.name[intl.locale === 'en' ? 'en' : 'de'] })}{' '}
            <Button
              variant="secondary"
              size="sm"
              loading={cancelling.loading}
              // Nobody registered: one click skips the day; otherwise the registrants are told,
              // so the cancellation asks first.
              onClick={() =>
                session.registeredCount === 0 ? void onCancel() : setConfirming(true)
              }
            >
              {t(m.skipHoliday)}
            </Button>
          </p>
        </Alert>
      )}
      {registrants.length === 0 ? (
        <p>{t(m.none)}</p>
      ) : (
        <ul className="ws-registrants__list">
          {registrants.map((r) => (
            <li key={r.id} className="ws-registrants__person">
              <span className="ws-registrants__name">{r.name}</span>{' '}
              <a href={`mailto:${r.email}`} className="ws-registrants__email">
                {r.email}
              </a>{' '}
              <Badge tone={STATUS_TONE[r.status as keyof typeof STATUS_TONE] ?? 'neutral'}>
                {t(m[r.status as 'confirmed' | 'waitlisted' | 'cancelled'] ?? m.confirmed)}
              </Badge>{' '}
              <Badge tone="neutral">{t(r.isMember ? m.member : m.guest)}</Badge>
              {r.status === 'confirmed' && r.paymentState && r.paymentState in PAYMENT && (
                <>
                  {' '}
                  <Badge tone={PAYMENT[r.paymentState as keyof typeof PAYMENT].tone}>
                    {t(PAYMENT[r.paymentState as keyof typeof PAYMENT].message)}
                  </Badge>
                </>
              )}
              {r.notes && <p className="ws-registrants__notes">{t(m.notes, { notes: r.notes })}</p>}
            </li>
          ))}
        </ul>
      )}
      <div className="ws-registrants__actions">
        {confirmed > 0 && (
          <LinkButton to={checkInPath(workshopId, session.id)} variant="primary" size="sm">
            {t(m.checkIn)}
          </LinkButton>
        )}
        <MoveSessionForm session={session} notified={confirmed} onMoved={onChanged} />
        {confirming ? (
          <div role="group" aria-label={t(m.cancel)} className="ws-registrants__confirm">
            <p>{t(m.cancelConfirm, { date })}</p>
            <Button
              variant="danger"
              size="sm"
              loading={cancelling.loading}
              onClick={() => void onCancel()}
            >
              {t(m.cancelYes)}
            </Button>{' '}
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t(m.keep)}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            {t(m.cancel)}
          </Button>
        )}
      </div>
      {started && confirmed > 0 && (
        <>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showAttendance}
            onClick={() => setShowAttendance((v) => !v)}
          >
            {showAttendance ? t(am.hide) : t(am.show)}
          </Button>
          {showAttendance && <AttendanceList sessionId={session.id} onChanged={onChanged} />}
        </>
      )}
      {confirmed > 0 && <SessionMessageForm sessionId={session.id} />}
      <div aria-live="polite">
        {notice && (
          <Alert tone="success" live="off">
            <p>{notice}</p>
          </Alert>
        )}
        {failure && (
          <Alert tone="danger" live="off">
            <p>{failure}</p>
          </Alert>
        )}
      </div>
    </section>
  );
}
