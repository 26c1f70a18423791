import { useMutation } from '@apollo/client/react';
import { formatBerlinDateTime, HOST_MESSAGE_LIMITS } from '@platform/domain';
import { Alert, Button, TextAreaField, TextField } from '@platform/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formMessages } from '../../../../shared/forms/form-messages';
import { serverErrorOf } from '../../../../shared/graphql/server-error';
import { graphql } from '../../../../graphql/generated';
import { berlinInputToDate, dateToBerlinInput } from '../form/workshop-form-values';
import { registrantsMessages as m } from './registrants-messages';

const MoveSessionMutation = graphql(`
  mutation MoveWorkshopSession($sessionId: ID!, $startTime: DateTime!, $reason: String) {
    moveWorkshopSession(sessionId: $sessionId, startTime: $startTime, reason: $reason) {
      id
      startsAt
      offSchedule
    }
  }
`);

type Step = 'closed' | 'edit' | 'confirm';

/** Checked on submit (the server checks again): a session moves only into the future. */
const notInFuture = (start: Date) => start.getTime() <= Date.now();

/**
 * Moves one session (Berlin wall-clock input) with an optional reason for the registrants'
 * mail; a confirmation step says how many people will be told before the server mails them.
 */
export function MoveSessionForm({
  session,
  notified,
  onMoved,
}: {
  session: { id: string; startsAt: string };
  /** How many confirmed registrants the server will mail. */
  notified: number;
  onMoved: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [step, setStep] = useState<Step>('closed');
  const [value, setValue] = useState(() => dateToBerlinInput(session.startsAt));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ start?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [move, moving] = useMutation(MoveSessionMutation);
  const question = useRef<HTMLParagraphElement>(null);
  const start = berlinInputToDate(value);

  // The confirmation replaces the form: the keyboard focus goes to its question.
  useEffect(() => {
    if (step === 'confirm') question.current?.focus();
  }, [step]);

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: typeof errors = {};
    if (!start) found.start = t(m.required);
    else if (notInFuture(start)) found.start = t(m.moveFuture);
    if (reason.trim().length > HOST_MESSAGE_LIMITS.moveReason)
      found.reason = t(m.tooLong, { max: HOST_MESSAGE_LIMITS.moveReason });
    setErrors(found);
    if (!found.start && !found.reason) setStep('confirm');
  };

  const onConfirm = async () => {
    if (!start) return;
    setFailure(null);
    try {
      await move({
        variables: {
          sessionId: session.id,
          startTime: start.toISOString(),
          reason: reason.trim() || null,
        },
      });
      setDone(true);
      setStep('closed');
      setReason('');
      onMoved();
    } catch (error) {
      setFailure(serverErrorOf(error).message ?? t(m.failed));
      setStep('edit');
    }
  };

  const close = () => {
    setStep('closed');
    setErrors({});
    setFailure(null);
  };

  if (step === 'closed') {
    return (
      <>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setDone(false);
            setStep('edit');
          }}
        >
          {t(m.move)}
        </Button>
        {done && (
          <Alert tone="success" live="polite" className="ws-registrants__move">
            <p>{t(m.moved)}</p>
          </Alert>
        )}
      </>
    );
  }
  if (step === 'confirm' && start) {
    return (
      <div role="group" aria-label={t(m.move)} className="ws-registrants__confirm">
        <p ref={question} tabIndex={-1}>
          {t(m.moveConfirm, {
            from: formatBerlinDateTime(session.startsAt, intl.locale),
            to: formatBerlinDateTime(start, intl.locale),
          })}{' '}
          <strong>{t(m.moveNotified, { count: notified })}</strong>
        </p>
        {reason.trim() && (
          <p className="ws-registrants__notes">{t(m.moveReasonShown, { reason: reason.trim() })}</p>
        )}
        <Button size="sm" loading={moving.loading} onClick={() => void onConfirm()}>
          {t(m.moveConfirmYes)}
        </Button>{' '}
        <Button variant="ghost" size="sm" onClick={() => setStep('edit')}>
          {t(m.moveBack)}
        </Button>
      </div>
    );
  }
  return (
    <form className="ws-registrants__move" noValidate onSubmit={onReview}>
      <TextField
        name="newStart"
        type="datetime-local"
        label={t(m.newStart)}
        required
        value={value}
        error={errors.start}
        onChange={(event) => setValue(event.target.value)}
      />
      <TextAreaField
        name="reason"
        label={t(m.moveReason)}
        hint={t(m.moveReasonHint)}
        optionalLabel={t(formMessages.optional)}
        rows={3}
        maxLength={HOST_MESSAGE_LIMITS.moveReason}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {failure && (
        <Alert tone="danger" live="polite">
          <p>{failure}</p>
        </Alert>
      )}
      <Button type="submit" size="sm">
        {t(m.moveSave)}
      </Button>{' '}
      <Button variant="ghost" size="sm" onClick={close}>
        {t(m.moveCancel)}
      </Button>
    </form>
  );
}
