import { Alert, Button } from '@platform/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useSignInAgain } from '../hooks/useSignInAgain';

const m = defineMessages({
  signInAgain: { id: 'member.account.signInAgain', defaultMessage: 'Erneut anmelden' },
});

/** A server refusal; with `RECENT_SIGN_IN_REQUIRED` it offers to sign in again and come back. */
export function AccountError({ message, code }: { message: string; code?: string }) {
  const intl = useIntl();
  const signInAgain = useSignInAgain();
  return (
    <Alert tone="danger" live="assertive">
      <p>{message}</p>
      {code === 'RECENT_SIGN_IN_REQUIRED' && (
        <Button variant="secondary" size="sm" onClick={() => void signInAgain()}>
          {intl.formatMessage(m.signInAgain)}
        </Button>
      )}
    </Alert>
  );
}
