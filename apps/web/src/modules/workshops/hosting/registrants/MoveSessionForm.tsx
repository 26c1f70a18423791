import { useMutation } from '@apollo/client/react';
import { Alert, Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { serverErrorOf } from '../../../../shared/graphql/server-error';
import { graphql } from '../../../../graphql/generated';
import { berlinInputToDate, dateToBerlinInput } from '../form/workshop-form-values';
import { registrantsMessages as m } from './registrants-messages';

const MoveSessionMutation = graphql(`
  mutation MoveWorkshopSession($sessionId: ID!, $startTime: DateTime!) {
    moveWorkshopSession(sessionId: $sessionId, startTime: $startTime) {
      id
      startsAt
      offSchedule
    }
  }
`);

/** Moves one session (Berlin wall-clock input); its registrants are told by the server. */
export function MoveSessionForm({
  session,
  onMoved,
}: {
  session: { id: string; startsAt: string };
  onMoved: () => void;
}) {
  const t = useIntl().formatMessage;
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(() => dateToBerlinInput(session.startsAt));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [move, moving] = useMutation(MoveSessionMutation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const start = berlinInputToDate(value);
    if (!start) {
      setError(t(m.required));
      return;
    }
    try {
      await move({ variables: { sessionId: session.id, startTime: start.toISOString() } });
      setDone(true);
      setOpen(false);
      onMoved();
    } catch (failure) {
      setError(serverErrorOf(failure).message ?? t(m.failed));
    }
  };

  if (!open) {
    return (
      <>
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {t(m.move)}
        </Button>
        {done && (
          <Alert tone="success" live="polite">
            <p>{t(m.moved)}</p>
          </Alert>
        )}
      </>
    );
  }
  return (
    <form className="ws-registrants__move" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        name="newStart"
        type="datetime-local"
        label={t(m.newStart)}
        required
        value={value}
        error={error ?? undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" size="sm" loading={moving.loading}>
        {t(m.moveSave)}
      </Button>{' '}
      <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
        {t(m.keep)}
      </Button>
    </form>
  );
}
