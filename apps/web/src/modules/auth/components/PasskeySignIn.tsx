import { Alert, Button } from '@platform/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiRequestError } from '../../../shared/http/post-json';
import { signInWithPasskey } from '../api/passkey-client';
import { authFailureText } from './auth-messages';
import { secondFactorMessages as m } from './second-factor-messages';

/** "Sign in with a passkey": no e-mail, no password; the browser offers this site's passkeys. */
export function PasskeySignIn({ onSuccess }: { onSuccess: () => void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onClick = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await signInWithPasskey();
      onSuccess();
    } catch (caught) {
      setFailure(
        caught instanceof ApiRequestError
          ? authFailureText(caught, intl)
          : intl.formatMessage(m.passkeyCancelled),
      );
      setBusy(false);
    }
  };

  return (
    <div className="auth-passkey">
      <Button type="button" variant="secondary" loading={busy} onClick={() => void onClick()}>
        {intl.formatMessage(m.passkeySignIn)}
      </Button>
      {failure && (
        <Alert tone="danger" live="assertive">
          <p>{failure}</p>
        </Alert>
      )}
    </div>
  );
}
