import { useMutation, useQuery } from '@apollo/client/react';
import { formatBerlinTime } from '@platform/domain';
import { Alert, Button } from '@platform/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../graphql/generated';
import { serverErrorOf } from '../../shared/graphql/server-error';
import { attendanceMessages as m } from './attendance-messages';
import { downloadAttendanceCsv } from './download-attendance';
import './checkin.css';

const AttendanceSheetQuery = graphql(`
  query AttendanceSheet($sessionId: ID!) {
    attendanceSheet(sessionId: $sessionId) {
      sessionId
      canMark
      lines {
        registrationId
        name
        attended
        checkedInAt
        method
      }
    }
  }
`);

const MarkAttendanceMutation = graphql(`
  mutation MarkAttendance($input: MarkAttendanceInput!) {
    markAttendance(input: $input) {
      registrationId
      attended
      checkedInAt
      method
    }
  }
`);

const METHOD = {
  scan: m.methodScan,
  name: m.methodName,
  online: m.methodOnline,
  hand: m.methodHand,
};

/**
 * The host's attendance list of one session: a checkbox per confirmed registrant (ticked when
 * checked in, joined online or ticked by hand), from the session's start on; and the CSV.
 */
export function AttendanceList({
  sessionId,
  onChanged,
}: {
  sessionId: string;
  /** After a tick: the figures around the list change too. */
  onChanged?: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(AttendanceSheetQuery, {
    variables: { sessionId },
    fetchPolicy: 'network-only',
  });
  const [mark] = useMutation(MarkAttendanceMutation);
  const [busy, setBusy] = useState<string | null>(null);
  // The tick as clicked, until the server's answer is in (the box follows the click at once).
  const [pending, setPending] = useState<{ id: string; attended: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [csvBusy, setCsvBusy] = useState(false);

  if (loading && !data) return <p role="status">{t(m.loading)}</p>;
  if (error || !data)
    return (
      <Alert tone="danger">
        <p>{serverErrorOf(error).message ?? t(m.loadFailed)}</p>
      </Alert>
    );
  const sheet = data.attendanceSheet;
  const present = sheet.lines.filter((l) => l.attended).length;

  const onToggle = async (registrationId: string, attended: boolean) => {
    setFailure(null);
    setBusy(registrationId);
    setPending({ id: registrationId, attended });
    try {
      await mark({ variables: { input: { sessionId, registrationId, attended } } });
      await refetch();
      onChanged?.();
    } catch (e) {
      setFailure(serverErrorOf(e).message ?? t(m.failed));
    } finally {
      setBusy(null);
      setPending(null);
    }
  };
  const onCsv = async () => {
    setFailure(null);
    setCsvBusy(true);
    try {
      await downloadAttendanceCsv(sessionId);
    } catch (e) {
      console.error('[checkin] Attendance CSV failed.', e);
      setFailure(t(m.csvFailed));
    } finally {
      setCsvBusy(false);
    }
  };

  return (
    <section className="attendance" aria-labelledby={headingId}>
      <h4 id={headingId} className="attendance__heading">
        {t(m.heading)}
      </h4>
      <p className="attendance__summary">
        {t(m.summary, { present, confirmed: sheet.lines.length })}
      </p>
      {!sheet.canMark && <p>{t(m.notYet)}</p>}
      {sheet.lines.length === 0 ? (
        <p>{t(m.none)}</p>
      ) : (
        <ul className="attendance__list">
          {sheet.lines.map((line) => (
            <li key={line.registrationId} className="attendance__line">
              <label className="attendance__label">
                <input
                  type="checkbox"
                  checked={pending?.id === line.registrationId ? pending.attended : line.attended}
                  disabled={!sheet.canMark || busy === line.registrationId}
                  onChange={(event) => void onToggle(line.registrationId, event.target.checked)}
                />
                <span className="attendance__name">{line.name}</span>
              </label>
              {line.attended && line.checkedInAt && (
                <span className="attendance__how">
                  {t(m.how, {
                    method: t(METHOD[line.method as keyof typeof METHOD] ?? m.methodHand),
                    time: formatBerlinTime(line.checkedInAt, intl.locale),
                  })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" loading={csvBusy} onClick={() => void onCsv()}>
        {t(m.csv)}
      </Button>
      <div aria-live="polite">
        {failure && (
          <Alert tone="danger" live="off">
            <p>{failure}</p>
          </Alert>
        )}
      </div>
    </section>
  );
}
