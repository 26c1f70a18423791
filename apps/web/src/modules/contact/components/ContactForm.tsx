import { CONTACT_LIMITS, FIELD_LIMITS } from '@platform/domain';
import { Alert, Button, TextAreaField, TextField } from '@platform/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { serverFieldErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { emailFieldError, formMessages } from '../../../shared/forms/form-messages';
import { Honeypot } from '../../../shared/forms/Honeypot';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { sendContactMessage } from '../api/send-contact-message';

const m = defineMessages({
  name: { id: 'contact.form.name', defaultMessage: 'Name' },
  email: { id: 'contact.form.email', defaultMessage: 'E-Mail-Adresse' },
  message: { id: 'contact.form.message', defaultMessage: 'Ihre Nachricht' },
  messageHint: {
    id: 'contact.form.messageHint',
    defaultMessage: 'Worum geht es? Je konkreter, desto gezielter können wir antworten.',
  },
  messageRequired: {
    id: 'contact.form.messageRequired',
    defaultMessage: 'Bitte geben Sie eine Nachricht ein.',
  },
  submit: { id: 'contact.form.submit', defaultMessage: 'Nachricht senden' },
  sending: { id: 'contact.form.sending', defaultMessage: 'Wird gesendet...' },
  success: { id: 'contact.form.success', defaultMessage: 'Nachricht wurde erfolgreich gesendet!' },
  successDetail: {
    id: 'contact.form.successDetail',
    defaultMessage: 'Vielen Dank! Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
  },
  error: {
    id: 'contact.form.error',
    defaultMessage: 'Fehler beim Senden der Nachricht. Bitte versuchen Sie es erneut.',
  },
});

const FIELDS = ['name', 'email', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Status = 'idle' | 'submitting' | 'success' | 'error';

const EMPTY: Values = { name: '', email: '', message: '' };

/** Name, e-mail and message; the server's field messages show beside the fields. */
export function ContactForm() {
  const intl = useIntl();
  const [values, setValues] = useState<Values>(EMPTY);
  const { formRef, errors, clearErrors, showErrors } = useFormErrors(FIELDS);
  const [status, setStatus] = useState<Status>('idle');
  const honeypotRef = useRef<HTMLInputElement>(null);

  const validate = (input: Values): FieldErrors<Field> => {
    const found: FieldErrors<Field> = {};
    if (!input.name.trim()) found.name = intl.formatMessage(formMessages.nameRequired);
    found.email = emailFieldError(intl, input.email);
    if (!input.message.trim()) found.message = intl.formatMessage(m.messageRequired);
    return found;
  };

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message; the others keep theirs until the next attempt.
    clearErrors([field]);
    if (status === 'success' || status === 'error') setStatus('idle');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const found = validate(values);
    if (showErrors(found)) {
      setStatus('idle');
      return;
    }
    setStatus('submitting');
    try {
      await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        website: honeypotRef.current?.value ?? '',
      });
      setValues(EMPTY);
      formRef.current?.reset();
      setStatus('success');
    } catch (error) {
      console.error('[contact] Sending the message failed.', error);
      showErrors(serverFieldErrors(error, FIELDS));
      setStatus('error');
    }
  };

  return (
    <form ref={formRef} className="mk-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="mk-form__row">
        <TextField
          name="name"
          label={intl.formatMessage(m.name)}
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          error={errors.name}
          onChange={(event) => change('name')(event.target.value)}
        />
        <TextField
          name="email"
          type="email"
          label={intl.formatMessage(m.email)}
          autoComplete="email"
          inputMode="email"
          required
          maxLength={FIELD_LIMITS.email}
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email')(event.target.value)}
        />
      </div>
      <TextAreaField
        name="message"
        label={intl.formatMessage(m.message)}
        hint={intl.formatMessage(m.messageHint)}
        rows={4}
        required
        maxLength={CONTACT_LIMITS.message}
        value={values.message}
        error={errors.message}
        onChange={(event) => change('message')(event.target.value)}
      />
      <Honeypot ref={honeypotRef} label={intl.formatMessage(formMessages.honeypotLabel)} />

      <div aria-live="polite">
        {status === 'success' && (
          <Alert tone="success" live="off" title={intl.formatMessage(m.success)}>
            <p>
              <FormattedMessage {...m.successDetail} />
            </p>
          </Alert>
        )}
      </div>
      {status === 'error' && (
        <Alert tone="danger" live="assertive">
          <p>
            <FormattedMessage {...m.error} />
          </p>
        </Alert>
      )}

      <div className="mk-form__actions">
        <Button
          type="submit"
          loading={status === 'submitting'}
          loadingLabel={intl.formatMessage(m.sending)}
        >
          <FormattedMessage {...m.submit} />
        </Button>
      </div>
    </form>
  );
}
