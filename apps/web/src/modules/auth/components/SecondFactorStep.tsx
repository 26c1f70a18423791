import { Alert, Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { ApiRequestError } from '../../../shared/http/post-json';
import { verifySecondFactor } from '../api/auth-client';
import { secondFactorWithPasskey } from '../api/passkey-client';
import { authFailureText } from './auth-messages';
import { secondFactorMessages as m } from './second-factor-messages';

const CODE_FIELDS = ['code'] as const;

/**
 * The second step of a sign-in: a code from the authenticator app (or a recovery code), or the
 * account's passkey. `mfaToken` comes from the password step or the provider's return.
 */
export function SecondFactorStep({
  mfaToken,
  onSuccess,
  onRestart,
}: {
  mfaToken: string;
  onSuccess: () => void;
  onRestart: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [code, setCode] = useState('');
  const { formProps, errors, showErrors } = useFormErrors(CODE_FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (caught: unknown) => {
    setFailure(
      caught instanceof ApiRequestError ? authFailureText(caught, intl) : t(m.passkeyCancelled),
    );
    setBusy(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (showErrors(code.trim() ? {} : { code: t(m.codeRequired) })) return;
    setBusy(true);
    try {
      await verifySecondFactor(mfaToken, { code: code.trim() });
      onSuccess();
    } catch (caught) {
      fail(caught);
    }
  };

  const onPasskey = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await secondFactorWithPasskey(mfaToken);
      onSuccess();
    } catch (caught) {
      fail(caught);
    }
  };

  return (
    <form {...formProps} className="mk-form" onSubmit={(event) => void onSubmit(event)}>
      <h2 className="auth-mfa__title">{t(m.title)}</h2>
      <p>{t(m.lead)}</p>
      <TextField
        name="code"
        label={t(m.code)}
        hint={t(m.codeHint)}
        autoComplete="one-time-code"
        autoFocus
        maxLength={20}
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      {failure && (
        <Alert tone="danger" live="assertive">
          <p>{failure}</p>
        </Alert>
      )}
      <div className="mk-form__actions">
        <Button type="submit" loading={busy} loadingLabel={t(m.submitting)}>
          {t(m.submit)}
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => void onPasskey()}>
          {t(m.usePasskey)}
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={onRestart}>
          {t(m.restart)}
        </Button>
      </div>
    </form>
  );
}
