import { FIELD_LIMITS } from '@platform/domain';
import { Alert, Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { serverFieldErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { ApiRequestError } from '../../../shared/http/post-json';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { emailFieldError } from '../../../shared/forms/form-messages';
import { isSecondFactorStep, login } from '../api/auth-client';
import { SecondFactorStep } from './SecondFactorStep';
import { authFailureText, authMessages } from './auth-messages';
import { SignInLinkOffer } from './SignInLinkOffer';

const m = defineMessages({
  submit: { id: 'auth.login.submit', defaultMessage: 'Anmelden' },
  submitting: { id: 'auth.login.submitting', defaultMessage: 'Anmeldung läuft...' },
});

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

/**
 * E-mail and password sign-in; calls `onSuccess` once the session is set. An account with a
 * second factor is asked for it next, in place.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const intl = useIntl();
  const { formRef, errors, clearErrors, showErrors } = useFormErrors(FIELDS);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  // Slowed down for unknown devices: the mailed sign-in link is offered for this address.
  const [slowedFor, setSlowedFor] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearErrors([field]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: FieldErrors<Field> = {};
    found.email = emailFieldError(intl, values.email);
    if (!values.password) found.password = intl.formatMessage(authMessages.passwordRequired);
    setFailure(null);
    setSlowedFor(null);
    if (showErrors(found)) return;
    setSubmitting(true);
    try {
      const signedIn = await login(values.email.trim(), values.password);
      if (isSecondFactorStep(signedIn)) {
        setMfaToken(signedIn.mfaToken);
        setSubmitting(false);
        return;
      }
      onSuccess();
    } catch (error) {
      showErrors(serverFieldErrors(error, FIELDS));
      setFailure(authFailureText(error, intl));
      if (error instanceof ApiRequestError && error.code === 'SIGN_IN_SLOWED')
        setSlowedFor(values.email.trim());
      setSubmitting(false);
    }
  };

  if (mfaToken)
    return (
      <SecondFactorStep
        mfaToken={mfaToken}
        onSuccess={onSuccess}
        onRestart={() => {
          setMfaToken(null);
          setValues((current) => ({ ...current, password: '' }));
        }}
      />
    );

  return (
    <form ref={formRef} className="mk-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        name="email"
        type="email"
        label={intl.formatMessage(authMessages.email)}
        autoComplete="email"
        inputMode="email"
        required
        maxLength={FIELD_LIMITS.email}
        value={values.email}
        error={errors.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <TextField
        name="password"
        type="password"
        label={intl.formatMessage(authMessages.password)}
        autoComplete="current-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      {failure && (
        <Alert tone="danger" live="assertive">
          <p>{failure}</p>
        </Alert>
      )}
      {slowedFor && <SignInLinkOffer key={slowedFor} email={slowedFor} />}
      <div className="mk-form__actions">
        <Button type="submit" loading={submitting} loadingLabel={intl.formatMessage(m.submitting)}>
          {intl.formatMessage(m.submit)}
        </Button>
      </div>
    </form>
  );
}
