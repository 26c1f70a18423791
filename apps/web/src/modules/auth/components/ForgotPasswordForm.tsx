import { FIELD_LIMITS } from '@platform/domain';
import { Alert, Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { emailFieldError } from '../../../shared/forms/form-messages';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { requestPasswordReset } from '../api/auth-client';
import { authFailureText, authMessages } from './auth-messages';

const m = defineMessages({
  intro: {
    id: 'auth.forgot.intro',
    defaultMessage:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  },
  submit: { id: 'auth.forgot.submit', defaultMessage: 'Link anfordern' },
  submitting: { id: 'auth.forgot.submitting', defaultMessage: 'Wird gesendet...' },
  done: {
    id: 'auth.forgot.done',
    defaultMessage:
      'Wenn zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.',
  },
});

const FIELDS = ['email'] as const;

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const { formProps, errors, showErrors } = useFormErrors(FIELDS);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    if (showErrors({ email: emailFieldError(intl, email) })) return;
    setFailure(null);
    setStatus('submitting');
    try {
      // The server answers the same for every address, so nobody learns which have an account;
      // what can fail is the request itself (bad address, too many requests, no connection).
      await requestPasswordReset(email.trim());
      setStatus('done');
    } catch (failure) {
      console.warn('[auth] Requesting a reset link failed.', failure);
      setFailure(authFailureText(failure, intl));
      setStatus('idle');
    }
  };

  return (
    <form {...formProps} className="mk-form" onSubmit={(event) => void onSubmit(event)}>
      <p className="mk-form__note">{intl.formatMessage(m.intro)}</p>
      <TextField
        name="email"
        type="email"
        label={intl.formatMessage(authMessages.email)}
        autoComplete="email"
        inputMode="email"
        required
        maxLength={FIELD_LIMITS.email}
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {failure && (
        <Alert tone="danger" live="assertive">
          <p>{failure}</p>
        </Alert>
      )}
      <div aria-live="polite">
        {status === 'done' && (
          <Alert tone="success" live="off">
            <p>{intl.formatMessage(m.done)}</p>
          </Alert>
        )}
      </div>
      <div className="mk-form__actions">
        <Button
          type="submit"
          loading={status === 'submitting'}
          loadingLabel={intl.formatMessage(m.submitting)}
        >
          {intl.formatMessage(m.submit)}
        </Button>
      </div>
    </form>
  );
}
