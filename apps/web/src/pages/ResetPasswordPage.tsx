import { PASSWORD_MIN_LENGTH } from '@platform/domain';
import { Alert, Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { FieldErrors } from '../shared/forms/field-errors';
import { useFormErrors } from '../shared/forms/useFormErrors';
import { ApiRequestError } from '../shared/http/post-json';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { PATHS } from '../shared/paths';
import { resetPassword } from '../modules/auth/api/auth-client';
import { authMessages } from '../modules/auth/components/auth-messages';

const m = defineMessages({
  title: { id: 'auth.reset.title', defaultMessage: 'Neues Passwort festlegen' },
  password: { id: 'auth.reset.password', defaultMessage: 'Neues Passwort' },
  repeat: { id: 'auth.reset.repeat', defaultMessage: 'Neues Passwort wiederholen' },
  mismatch: {
    id: 'auth.reset.mismatch',
    defaultMessage: 'Die Passwörter stimmen nicht überein.',
  },
  submit: { id: 'auth.reset.submit', defaultMessage: 'Passwort speichern' },
  submitting: { id: 'auth.reset.submitting', defaultMessage: 'Wird gespeichert...' },
  done: {
    id: 'auth.reset.done',
    defaultMessage: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
  },
  noToken: {
    id: 'auth.reset.noToken',
    defaultMessage: 'Dieser Link ist unvollständig. Bitte fordern Sie einen neuen Link an.',
  },
  requestNew: { id: 'auth.reset.requestNew', defaultMessage: 'Neuen Link anfordern' },
  toLogin: { id: 'auth.reset.toLogin', defaultMessage: 'Zur Anmeldung' },
});

const FIELDS = ['newPassword', 'repeatPassword'] as const;

/** `/auth/reset?token=...`: sets a new password with the token from the e-mail. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageMeta({ title: t(m.title) });
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { formProps, errors, showErrors } = useFormErrors(FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'done'>('idle');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token || status !== 'idle') return;
    const found: FieldErrors<(typeof FIELDS)[number]> = {};
    if (!password) found.newPassword = t(authMessages.passwordRequired);
    else if (password.length < PASSWORD_MIN_LENGTH)
      found.newPassword = intl.formatMessage(
        {
          id: 'auth.reset.tooShort',
          defaultMessage: 'Das Passwort muss mindestens {min} Zeichen lang sein.',
        },
        { min: PASSWORD_MIN_LENGTH },
      );
    if (password && repeat !== password) found.repeatPassword = t(m.mismatch);
    setFailure(null);
    if (showErrors(found)) return;
    setStatus('submitting');
    try {
      await resetPassword(token, password);
      setStatus('done');
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const fieldError = error.fields.newPassword ?? error.fields.password;
        if (fieldError) showErrors({ newPassword: fieldError });
        setFailure(error.message);
      } else {
        setFailure(t(authMessages.genericError));
      }
      setStatus('idle');
    }
  };

  return (
    <div className="mk-section">
      <div className="app-container auth-page">
        <h1 className="auth-page__title">{t(m.title)}</h1>
        <div className="mk-panel">
          {!token ? (
            <>
              <Alert tone="warning">
                <p>{t(m.noToken)}</p>
              </Alert>
              <p className="auth-page__switch">
                <Link to={`${PATHS.login}?mode=forgot`}>{t(m.requestNew)}</Link>
              </p>
            </>
          ) : status === 'done' ? (
            <>
              <Alert tone="success">
                <p>{t(m.done)}</p>
              </Alert>
              <p className="auth-page__switch">
                <Link to={PATHS.login}>{t(m.toLogin)}</Link>
              </p>
            </>
          ) : (
            <form {...formProps} className="mk-form" onSubmit={(event) => void onSubmit(event)}>
              <p className="mk-form__note">
                {intl.formatMessage(
                  {
                    id: 'auth.reset.intro',
                    defaultMessage: 'Wählen Sie ein neues Passwort mit mindestens {min} Zeichen.',
                  },
                  { min: PASSWORD_MIN_LENGTH },
                )}
              </p>
              <TextField
                name="newPassword"
                type="password"
                label={t(m.password)}
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                value={password}
                error={errors.newPassword}
                onChange={(event) => setPassword(event.target.value)}
              />
              <TextField
                name="repeatPassword"
                type="password"
                label={t(m.repeat)}
                autoComplete="new-password"
                required
                value={repeat}
                error={errors.repeatPassword}
                onChange={(event) => setRepeat(event.target.value)}
              />
              {failure && (
                <Alert tone="danger" live="assertive">
                  <p>{failure}</p>
                  {/* A used or expired link cannot be repaired here: offer a fresh one. */}
                  <p>
                    <Link to={`${PATHS.login}?mode=forgot`}>{t(m.requestNew)}</Link>
                  </p>
                </Alert>
              )}
              <div className="mk-form__actions">
                <Button
                  type="submit"
                  loading={status === 'submitting'}
                  loadingLabel={t(m.submitting)}
                >
                  {t(m.submit)}
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}
