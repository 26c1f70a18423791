import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Switch } from '@platform/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { serverErrorOf } from '../../../../shared/graphql/server-error';
import { graphql } from '../../../../graphql/generated';
import { downloadRegistrantsCsv } from './download-registrants';
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
      sessions {
        id
        startsAt
        capacity
        registeredCount
        offSchedule
      }
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
  const { data, loading, error, refetch } = useQuery(WorkshopRegistrantsQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [setMails, mails] = useMutation(SetRegistrationMailsMutation);
  const [csvFailed, setCsvFailed] = useState(false);
  const [csvBusy, setCsvBusy] = useState(false);

  if (loading && !data) return <p role="status">{t(m.loading)}</p>;
  if (error || !data) {
    return (
      <Alert tone="danger" live="assertive">
        <p>{serverErrorOf(error).message ?? t(m.loadFailed)}</p>
      </Alert>
    );
  }
  const workshop = data.myWorkshop;
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
      <HostAfterSession workshopId={workshop.id} sessions={workshop.sessions} />
      {workshop.sessions.length === 0 && <p>{t(m.noSessions)}</p>}
      {workshop.sessions.map((session) => (
        <SessionRegistrants
          key={session.id}
          workshopId={id}
          session={session}
          registrants={data.workshopRegistrants.filter((r) => r.sessionId === session.id)}
          onChanged={() => void refetch()}
        />
      ))}
    </div>
  );
}
