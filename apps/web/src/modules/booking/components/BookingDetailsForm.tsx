import { BOOKING_LIMITS, bookingAnswerProblems, FIELD_LIMITS, PHONE_RULES } from '@platform/domain';
import { Alert, Button, TextAreaField, TextField } from '@platform/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import { emailFieldError, formMessages } from '../../../shared/forms/form-messages';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { bookingMessages } from '../booking-messages';
import { BookingQuestionFields, questionMessages } from './BookingQuestionFields';
import { BookingSummary } from './BookingSummary';
import type { SlotSelection } from './SlotPicker';

const m = defineMessages({
  title: { id: 'booking.details.title', defaultMessage: 'Ihre Angaben' },
  name: { id: 'booking.details.name', defaultMessage: 'Name' },
  email: { id: 'booking.details.email', defaultMessage: 'E-Mail-Adresse' },
  message: { id: 'booking.details.message', defaultMessage: 'Nachricht' },
  messageHint: {
    id: 'booking.details.messageHint',
    defaultMessage: 'Worüber möchten Sie sprechen? So können wir uns vorbereiten.',
  },
  optional: { id: 'booking.details.optional', defaultMessage: 'optional' },
  phone: { id: 'booking.details.phone', defaultMessage: 'Telefonnummer' },
  phoneRequired: {
    id: 'booking.details.phoneRequired',
    defaultMessage: 'Bitte geben Sie eine Telefonnummer an.',
  },
  phoneInvalid: {
    id: 'booking.details.phoneInvalid',
    defaultMessage:
      'Bitte geben Sie eine gültige Telefonnummer an (Ziffern, Leerzeichen, + - / ( )).',
  },
  change: { id: 'booking.details.change', defaultMessage: 'Anderen Termin wählen' },
});

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
type Field = (typeof FIELDS)[number];
export type BookingDetails = Record<Field, string> & {
  /** Answers to the consultant's questions, by question id. */
  answers: Record<string, string>;
};

export interface BookingDetailsFormProps {
  selection: SlotSelection;
  submitting: boolean;
  /** The server's answer to the last attempt: a message and per-field messages. */
  serverError?: { message: string; fields: FieldErrors<string> };
  onBack: () => void;
  onSubmit: (details: BookingDetails) => void;
}

/** Step 2: name, e-mail and an optional message for the chosen appointment. */
export function BookingDetailsForm({
  selection,
  submitting,
  serverError,
  onBack,
  onSubmit,
}: BookingDetailsFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    phone: '',
    message: '',
  });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const askPhone = selection.phoneField !== 'off';
  const fields = useMemo(
    () => [...FIELDS, ...selection.questions.map((q) => `answers.${q.id}`)],
    [selection.questions],
  );
  const { formRef, errors, clearErrors, showErrors } = useFormErrors<string>(fields);
  const shown: FieldErrors<string> = { ...serverError?.fields, ...errors };
  const answerErrors = Object.fromEntries(
    selection.questions.map((q) => [q.id, shown[`answers.${q.id}`]]),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: FieldErrors<string> = {};
    if (!values.name.trim()) found.name = t(formMessages.nameRequired);
    found.email = emailFieldError(intl, values.email);
    const phone = askPhone ? values.phone.trim() : '';
    if (askPhone && !phone && selection.phoneField === 'required') {
      found.phone = t(m.phoneRequired);
    } else if (phone && !PHONE_RULES.pattern.test(phone)) found.phone = t(m.phoneInvalid);
    for (const [id, problem] of Object.entries(bookingAnswerProblems(selection.questions, answers)))
      found[`answers.${id}`] = t(
        problem === 'REQUIRED' ? questionMessages.required : questionMessages.invalid,
      );
    if (showErrors(found)) return;
    onSubmit({
      name: values.name.trim(),
      email: values.email.trim(),
      phone,
      message: values.message.trim(),
      answers,
    });
  };

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearErrors([field]);
  };

  return (
    <form ref={formRef} className="mk-form" noValidate onSubmit={submit}>
      <BookingSummary {...selection} meetingMode={selection.mode} />
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t(m.change)}
        </Button>
      </div>
      <h2 id="booking-details-title" className="mk-panel__title" tabIndex={-1}>
        {t(m.title)}
      </h2>
      <div className="mk-form__row">
        <TextField
          name="name"
          label={t(m.name)}
          autoComplete="name"
          required
          maxLength={BOOKING_LIMITS.name}
          value={values.name}
          error={shown.name}
          onChange={(event) => change('name')(event.target.value)}
        />
        <TextField
          name="email"
          type="email"
          label={t(m.email)}
          autoComplete="email"
          inputMode="email"
          required
          maxLength={FIELD_LIMITS.email}
          value={values.email}
          error={shown.email}
          onChange={(event) => change('email')(event.target.value)}
        />
      </div>
      {askPhone && (
        <TextField
          name="phone"
          type="tel"
          label={t(m.phone)}
          autoComplete="tel"
          inputMode="tel"
          required={selection.phoneField === 'required'}
          optionalLabel={selection.phoneField === 'required' ? undefined : t(m.optional)}
          maxLength={PHONE_RULES.maxLength}
          value={values.phone}
          error={shown.phone}
          onChange={(event) => change('phone')(event.target.value)}
        />
      )}
      <BookingQuestionFields
        questions={selection.questions}
        values={answers}
        errors={answerErrors}
        onChange={(id, value) => {
          setAnswers((current) => ({ ...current, [id]: value }));
          clearErrors([`answers.${id}`]);
        }}
      />
      <TextAreaField
        name="message"
        label={t(m.message)}
        optionalLabel={t(m.optional)}
        hint={t(m.messageHint)}
        rows={4}
        maxLength={BOOKING_LIMITS.message}
        value={values.message}
        error={shown.message}
        onChange={(event) => change('message')(event.target.value)}
      />
      {serverError && (
        <Alert tone="danger" live="assertive" title={t(bookingMessages.bookingFailed)}>
          {serverError.message && <p>{serverError.message}</p>}
        </Alert>
      )}
      <div className="mk-form__actions">
        <Button type="submit" loading={submitting} loadingLabel={t(bookingMessages.submitting)}>
          {t(bookingMessages.submit)}
        </Button>
      </div>
    </form>
  );
}
