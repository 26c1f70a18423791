import { useMutation } from '@apollo/client/react';
import { formatBerlinDateTime, HOST_MESSAGE_LIMITS, sessionMoveProblems } from '@platform/domain';
import { Alert, Button, TextAreaField, TextField } from '@platform/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FieldErrors } from '../../../../shared/forms/field-errors';
import { formMessages } from '../../../../shared/forms/form-messages';
import { useFormErrors } from '../../../../shared/forms/useFormErrors';
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

const FIELDS = ['newStart', 'reason'] as const;

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
  const { formProps, errors, showErrors } = useFormErrors(FIELDS);
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
    // The server's rule, checked again when it moves the session.
    const problems = sessionMoveProblems(start, reason, new Date());
    const found: FieldErrors<(typeof FIELDS)[number]> = {};
    if (problems.startTime)
      found.newStart = t(problems.startTime === 'required' ? m.required : m.moveFuture);
    if (problems.reason) found.reason = t(m.tooLong, { max: HOST_MESSAGE_LIMITS.moveReason });
    if (!showErrors(found)) setStep('confirm');
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
    showErrors({});
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
    <form {...formProps} className="ws-registrants__move" onSubmit={onReview}>
      <TextField
        name="newStart"
        type="datetime-local"
        label={t(m.newStart)}
        required
        value={value}
        error={errors.newStart}
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
