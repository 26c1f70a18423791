import { useMutation } from '@apollo/client/react';
import { Alert, Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFormErrors } from '../../../../shared/forms/useFormErrors';
import { serverErrorOf } from '../../../../shared/graphql/server-error';
import { ConfirmTotpMutation, StartTotpMutation } from './second-factor-api';
import { texts as m } from './second-factor-texts';

const TOTP_FIELDS = ['totp-code'] as const;

/**
 * Setting up an authenticator app: the QR code (and the key to type in), the first code to
 * confirm it, then the ten recovery codes, shown this once.
 */
export function TotpSetup({ onDone }: { onDone?: () => void }) {
  const t = useIntl().formatMessage;
  const [start, started] = useMutation(StartTotpMutation);
  // No refetch here: the recovery codes stay on screen until the person is done with them.
  const [confirm, confirming] = useMutation(ConfirmTotpMutation);
  const [code, setCode] = useState('');
  const { formProps, errors, showErrors } = useFormErrors(TOTP_FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const setup = started.data?.startTotpSetup;

  const onStart = async () => {
    setFailure(null);
    try {
      await start();
    } catch (error) {
      setFailure(serverErrorOf(error).message ?? t(m.failed));
    }
  };

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (showErrors(code.trim() ? {} : { 'totp-code': t(m.codeRequired) })) return;
    try {
      const answer = await confirm({ variables: { input: { code: code.trim() } } });
      setRecoveryCodes(answer.data?.confirmTotpSetup ?? []);
    } catch (error) {
      const server = serverErrorOf(error);
      showErrors({ 'totp-code': server.fields.code ?? server.message ?? t(m.failed) });
    }
  };

  if (recoveryCodes)
    return (
      <div className="account-mfa__box" role="status">
        <h4 className="account-mfa__subtitle">{t(m.recoveryTitle)}</h4>
        <p>{t(m.recoveryHint)}</p>
        <ul className="account-mfa__codes" aria-label={t(m.recoveryTitle)}>
          {recoveryCodes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <div>
          <Button variant="secondary" onClick={() => onDone?.()}>
            {t(m.recoveryDone)}
          </Button>
        </div>
      </div>
    );

  if (!setup)
    return (
      <div className="account-mfa__box">
        <div>
          <Button loading={started.loading} onClick={() => void onStart()}>
            {t(m.totpStart)}
          </Button>
        </div>
        {failure && (
          <Alert tone="danger" live="assertive">
            <p>{failure}</p>
          </Alert>
        )}
      </div>
    );

  return (
    <form {...formProps} className="account-mfa__box" onSubmit={(event) => void onConfirm(event)}>
      <p>{t(m.totpScan)}</p>
      <img
        className="account-mfa__qr"
        src={setup.qrCodeDataUrl}
        alt={t(m.qrAlt)}
        width={200}
        height={200}
      />
      <p className="account-mfa__secret">
        {t(m.secretLabel)}: <code data-testid="totp-secret">{setup.secret}</code>
      </p>
      <TextField
        name="totp-code"
        label={t(m.code)}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={10}
        value={code}
        error={errors['totp-code']}
        onChange={(event) => setCode(event.target.value)}
      />
      <div>
        <Button type="submit" loading={confirming.loading}>
          {t(m.confirm)}
        </Button>
      </div>
      {failure && (
        <Alert tone="danger" live="assertive">
          <p>{failure}</p>
        </Alert>
      )}
    </form>
  );
}
