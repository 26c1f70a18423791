import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { checkInWindow, formatBerlinDate, formatBerlinTime, PATHS } from '@platform/domain';
import { Alert, Badge, Button, TextField } from '@platform/ui';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../graphql/generated';
import { serverErrorOf } from '../../shared/graphql/server-error';
import { registrantsPath } from '../../shared/paths';
import { CheckInHelpers } from './CheckInHelpers';
import { DeviceTokens } from './DeviceTokens';
import { checkinMessages as m } from './checkin-messages';
import { QrScanner } from './QrScanner';
import { dropScan, enqueueScan, queuedScans, type QueuedScan } from './scan-queue';
import './checkin.css';

const CheckInDeskQuery = graphql(`
  query CheckInDesk($sessionId: ID!) {
    checkInDesk(sessionId: $sessionId) {
      sessionId
      workshopId
      title
      startsAt
      endsAt
      role
      checkedInCount
      confirmedCount
      helpers
      attendees {
        registrationId
        name
        status
        checkedInAt
        checkedInBy
      }
    }
  }
`);

const CheckInMutation = graphql(`
  mutation CheckIn($input: CheckInInput!) {
    checkIn(input: $input) {
      status
      name
      checkedInAt
      checkedInBy
      registrationId
    }
  }
`);

const UndoCheckInMutation = graphql(`
  mutation UndoCheckIn($sessionId: ID!, $registrationId: ID!) {
    undoCheckIn(sessionId: $sessionId, registrationId: $registrationId)
  }
`);

type Answer = {
  status: string;
  name: string | null;
  checkedInAt: string | null;
  checkedInBy: string | null;
  registrationId: string | null;
};

/** The last answer, shown large; `queued` when it waits for the network. */
type Shown = (Answer & { at: number }) | { status: 'queued'; at: number };

const TONE: Record<string, 'success' | 'warning' | 'danger' | 'info'> = {
  checked_in: 'success',
  already_checked_in: 'warning',
  wrong_session: 'danger',
  cancelled: 'danger',
  not_registered: 'danger',
  queued: 'info',
};

/**
 * A session's check-in on a phone: the camera (or a photo) reads QR codes, or the host searches
 * a name and taps; each answer is shown large; undo for a minute; a counter. Without a network
 * a scan is kept on the device and sent when the network is back.
 */
export function CheckInScreen({ sessionId }: { sessionId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const searchId = useId();
  const { data, loading, error, refetch } = useQuery(CheckInDeskQuery, {
    variables: { sessionId },
    fetchPolicy: 'cache-and-network',
  });
  const [send] = useMutation(CheckInMutation);
  const [undoCheckIn, undoing] = useMutation(UndoCheckInMutation);
  const [shown, setShown] = useState<Shown | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 5000);
    return () => window.clearInterval(timer);
  }, []);

  /** Sends one scan; null when the network failed (the scan stays queued). */
  const deliver = useCallback(
    async (scan: Omit<QueuedScan, 'id'>): Promise<Answer | 'offline'> => {
      try {
        const result = await send({
          variables: {
            input: {
              sessionId: scan.sessionId,
              code: scan.code ?? null,
              registrationId: scan.registrationId ?? null,
              scannedAt: scan.scannedAt,
            },
          },
        });
        if (!result.data) throw new Error('no answer');
        return result.data.checkIn;
      } catch (e) {
        if (!CombinedGraphQLErrors.is(e)) return 'offline';
        throw e;
      }
    },
    [send],
  );

  const flush = useCallback(async () => {
    const scans = queuedScans();
    if (scans.length === 0) return setPending(0);
    let sent = 0;
    for (const scan of scans) {
      try {
        const answer = await deliver(scan);
        if (answer === 'offline') break;
      } catch {
        // The server answered with an error: the scan cannot succeed later either.
      }
      dropScan(scan.id);
      sent += 1;
    }
    setPending(queuedScans().length);
    if (sent > 0) void refetch();
  }, [deliver, refetch]);

  useEffect(() => {
    // Scans left from an earlier visit go first; then whenever the network comes back.
    const first = window.setTimeout(() => void flush(), 0);
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => void flush(), 15000);
    return () => {
      window.clearTimeout(first);
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [flush]);

  const submit = async (scan: { code?: string; registrationId?: string }) => {
    setNotice(null);
    setFailure(null);
    const full = { sessionId, ...scan, scannedAt: new Date().toISOString() };
    const queue = () => {
      enqueueScan(full);
      setPending(queuedScans().length);
      setShown({ status: 'queued', at: Date.now() });
    };
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();
    try {
      const answer = await deliver(full);
      if (answer === 'offline') return queue();
      setShown({ ...answer, at: Date.now() });
      void refetch();
    } catch (e) {
      setFailure(serverErrorOf(e).message ?? t(m.failed));
    }
  };

  const undo = async (answer: Answer) => {
    if (!answer.registrationId) return;
    setFailure(null);
    try {
      await undoCheckIn({ variables: { sessionId, registrationId: answer.registrationId } });
      setShown(null);
      setNotice(t(m.undone, { name: answer.name ?? '' }));
      void refetch();
    } catch (e) {
      setFailure(serverErrorOf(e).message ?? t(m.failed));
    }
  };

  const desk = data?.checkInDesk;
  const matches = useMemo(() => {
    const q = query.trim().toLocaleLowerCase(intl.locale);
    if (!desk || q.length === 0) return [];
    return desk.attendees.filter((a) => a.name.toLocaleLowerCase(intl.locale).includes(q));
  }, [desk, query, intl.locale]);

  if (loading && !desk) return <p role="status">{t(m.loading)}</p>;
  if (error && !desk)
    return (
      <Alert tone="danger">
        <p>{serverErrorOf(error).message ?? t(m.loadFailed)}</p>
      </Alert>
    );
  if (!desk) return null;

  const time = (iso: string) => formatBerlinTime(iso, intl.locale);
  return (
    <div className="checkin">
      <p>
        {desk.role === 'helper' ? (
          <Link to={`${PATHS.memberArea}?tab=registrations`}>{t(m.backToMemberArea)}</Link>
        ) : (
          <Link to={registrantsPath(desk.workshopId)}>{t(m.back)}</Link>
        )}
      </p>
      <p className="checkin__session">
        {t(m.session, {
          title: desk.title,
          date: formatBerlinDate(desk.startsAt, intl.locale),
          start: time(desk.startsAt),
          end: time(desk.endsAt),
        })}
      </p>
      <p className="checkin__window">
        {t(m.window, {
          opens: formatBerlinTime(
            checkInWindow(new Date(desk.startsAt), new Date(desk.endsAt)).opensAt,
            intl.locale,
          ),
          closes: time(desk.endsAt),
        })}
      </p>
      <p className="checkin__counter" aria-live="polite">
        {t(m.counter, { checkedIn: desk.checkedInCount, confirmed: desk.confirmedCount })}
      </p>
      {pending > 0 && (
        <Alert tone="info" live="off">
          <p>{t(m.queued, { count: pending })}</p>
        </Alert>
      )}

      <div aria-live="assertive" aria-atomic="true">
        {shown && (
          <ResultPanel
            shown={shown}
            time={time}
            canUndo={shown.status === 'checked_in' && now - shown.at < 60_000 && !undoing.loading}
            onUndo={(answer) => void undo(answer)}
          />
        )}
        {notice && (
          <Alert tone="info" live="off">
            <p>{notice}</p>
          </Alert>
        )}
        {failure && (
          <Alert tone="danger" live="off">
            <p>{failure}</p>
          </Alert>
        )}
      </div>

      <section className="checkin__block" aria-labelledby={`${searchId}-scan`}>
        <h2 id={`${searchId}-scan`}>{t(m.scanHeading)}</h2>
        <QrScanner onCode={(scanned) => void submit({ code: scanned })} />
        <form
          className="checkin__code"
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) void submit({ code: code.trim() });
            setCode('');
          }}
        >
          <TextField
            label={t(m.codeLabel)}
            value={code}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t(m.codeSubmit)}
          </Button>
        </form>
      </section>

      <section className="checkin__block" aria-labelledby={`${searchId}-search`}>
        <h2 id={`${searchId}-search`}>{t(m.searchHeading)}</h2>
        <TextField
          label={t(m.searchLabel)}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        {query.trim() && matches.length === 0 && <p>{t(m.searchNone)}</p>}
        <ul className="checkin__people">
          {matches.map((a) => (
            <li key={a.registrationId} className="checkin__person">
              <span className="checkin__name">{a.name}</span>
              {a.status === 'cancelled' ? (
                <Badge tone="neutral">{t(m.cancelledBadge)}</Badge>
              ) : a.checkedInAt ? (
                <Badge tone="success">{t(m.checkedInAt, { time: time(a.checkedInAt) })}</Badge>
              ) : (
                <Button size="sm" onClick={() => void submit({ registrationId: a.registrationId })}>
                  {t(m.checkInName, { name: a.name })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>

      <DeviceTokens sessionId={sessionId} />

      {desk.helpers && (
        <CheckInHelpers
          sessionId={sessionId}
          helpers={desk.helpers}
          onChanged={() => void refetch()}
        />
      )}
    </div>
  );
}

function ResultPanel({
  shown,
  time,
  canUndo,
  onUndo,
}: {
  shown: Shown;
  time: (iso: string) => string;
  canUndo: boolean;
  onUndo: (answer: Answer) => void;
}) {
  const t = useIntl().formatMessage;
  const name = 'name' in shown ? (shown.name ?? '') : '';
  const [title, detail] = (() => {
    switch (shown.status) {
      case 'checked_in':
        return [t(m.resultCheckedIn, { name }), null];
      case 'already_checked_in':
        return [
          t(m.resultAlready, { name }),
          'checkedInAt' in shown && shown.checkedInAt
            ? shown.checkedInBy
              ? t(m.resultAlreadyDetail, { time: time(shown.checkedInAt), by: shown.checkedInBy })
              : t(m.resultAlreadyAt, { time: time(shown.checkedInAt) })
            : null,
        ];
      case 'wrong_session':
        return [t(m.resultWrongSession), t(m.resultWrongSessionDetail)];
      case 'cancelled':
        return [t(m.resultCancelled), t(m.resultCancelledDetail, { name })];
      case 'queued':
        return [t(m.resultQueued), t(m.resultQueuedDetail)];
      default:
        return [t(m.resultUnknown), t(m.resultUnknownDetail)];
    }
  })();
  return (
    <div
      className={`checkin__result checkin__result--${TONE[shown.status] ?? 'danger'}`}
      data-status={shown.status}
    >
      <p className="checkin__result-title">{title}</p>
      {detail && <p className="checkin__result-detail">{detail}</p>}
      {canUndo && shown.status === 'checked_in' && (
        <Button variant="secondary" onClick={() => onUndo(shown)}>
          {t(m.undo)}
        </Button>
      )}
    </div>
  );
}
