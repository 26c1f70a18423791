import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Switch } from '@platform/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { serverErrorOf } from '../../../../shared/graphql/server-error';
import { graphql } from '../../../../graphql/generated';
import { AttendanceChart } from '../../../checkin';
import { downloadRegistrantsCsv } from './download-registrants';
import { PastSessions } from './PastSessions';
import { groupSessions } from './session-groups';
import { registrantsMessages as m } from './registrants-messages';
import { SessionRegistrants } from './SessionRegistrants';
import { HostAfterSession } from '../../../after-session';
import './registrants.css';

const WorkshopRegistrantsQuery = graphql(`
  query WorkshopRegistrants($id: ID!) {
    myWorkshop(id: $id) {
      id
      title
      notifyHostOnRegistration
      minParticipants
      minParticipantsDecisionHours
      sessions {
        id
        startsAt
        capacity
        registeredCount
        offSchedule
        runConfirmedAt
      }
    }
    workshopAttendance(workshopId: $id) {
      sessionId
      startsAt
      endsAt
      registered
      attended
      noShows
    }
    workshopRegistrants(workshopId: $id) {
      id
      sessionId
      name
      email
      status
      isMember
      notes
      paymentState
    }
  }
`);

const SetRegistrationMailsMutation = graphql(`
  mutation SetWorkshopRegistrationMails($id: ID!, $enabled: Boolean!) {
    setWorkshopRegistrationMails(id: $id, enabled: $enabled) {
      id
      notifyHostOnRegistration
    }
  }
`);

/** The host's view of who registered, per session, with the tools for each session. */
export function WorkshopRegistrants({ id }: { id: string }) {
  const t = useIntl().formatMessage;
  const moreId = useId();
  const pastId = useId();
  const { data, loading, error, refetch } = useQuery(WorkshopRegistrantsQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [setMails, mails] = useMutation(SetRegistrationMailsMutation);
  const [csvFailed, setCsvFailed] = useState(false);
  const [csvBusy, setCsvBusy] = useState(false);
  const [showMore, setShowMore] = useState(false);
  const [showPast, setShowPast] = useState(false);
  // The screen's "now", fixed when it opens (past and upcoming do not shift while it is open).
  const [now] = useState(() => Date.now());

  if (loading && !data) return <p role="status">{t(m.loading)}</p>;
  if (error || !data) {
    return (
      <Alert tone="danger" live="assertive">
        <p>{serverErrorOf(error).message ?? t(m.loadFailed)}</p>
      </Alert>
    );
  }
  const workshop = data.myWorkshop;
  const minimum =
    workshop.minParticipants && workshop.minParticipantsDecisionHours
      ? {
          participants: workshop.minParticipants,
          decisionHours: workshop.minParticipantsDecisionHours,
        }
      : null;
  const stats = data.workshopAttendance;
  const figuresOf = new Map(stats.map((s) => [s.sessionId, s]));
  const registrantsOf = (sessionId: string) =>
    data.workshopRegistrants.filter((r) => r.sessionId === sessionId);
  const { first, more } = groupSessions(workshop.sessions, (s) => registrantsOf(s.id).length > 0);
  const past = stats.filter((s) => Date.parse(s.endsAt) <= now).reverse();
  const session = (s: (typeof workshop.sessions)[number]) => (
    <SessionRegistrants
      key={s.id}
      workshopId={id}
      session={s}
      figures={figuresOf.get(s.id) ?? null}
      started={Date.parse(s.startsAt) <= now}
      registrants={registrantsOf(s.id)}
      minimum={minimum}
      onChanged={() => void refetch()}
    />
  );
  const onCsv = async () => {
    setCsvFailed(false);
    setCsvBusy(true);
    try {
      await downloadRegistrantsCsv(workshop.id);
    } catch (failure) {
      console.error('[workshops] CSV download failed.', failure);
      setCsvFailed(true);
    } finally {
      setCsvBusy(false);
    }
  };

  return (
    <div className="ws-registrants">
      <h2 className="ws-registrants__workshop">{workshop.title}</h2>
      <div className="ws-registrants__tools">
        <Switch
          label={t(m.mails)}
          checked={workshop.notifyHostOnRegistration ?? true}
          disabled={mails.loading}
          onCheckedChange={(enabled) =>
            void setMails({ variables: { id: workshop.id, enabled } }).catch((failure: unknown) =>
              console.error('[workshops] Switching the mails failed.', failure),
            )
          }
        />
        <Button variant="secondary" size="sm" loading={csvBusy} onClick={() => void onCsv()}>
          {t(m.csv)}
        </Button>
      </div>
      {csvFailed && (
        <Alert tone="danger" live="assertive">
          <p>{t(m.csvFailed)}</p>
        </Alert>
      )}
      <AttendanceChart sessions={stats} />
      <HostAfterSession workshopId={workshop.id} sessions={workshop.sessions} />
      {workshop.sessions.length === 0 && <p>{t(m.noSessions)}</p>}
      {first.map(session)}
      {more.length > 0 && (
        <p>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showMore}
            aria-controls={moreId}
            onClick={() => setShowMore((v) => !v)}
          >
            {showMore ? t(m.fewerDates) : t(m.moreDates, { count: more.length })}
          </Button>
        </p>
      )}
      <div id={moreId}>{showMore && more.map(session)}</div>
      {past.length > 0 && (
        <p>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showPast}
            aria-controls={pastId}
            onClick={() => setShowPast((v) => !v)}
          >
            {showPast ? t(m.hidePastDates) : t(m.pastDates, { count: past.length })}
          </Button>
        </p>
      )}
      <div id={pastId}>{showPast && <PastSessions sessions={past} />}</div>
    </div>
  );
}
