import { Alert, Button } from '@platform/ui';
import { LIMITS } from '@platform/domain';
import { useState } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { ApiRequestError } from '../../../shared/http/post-json';
import { resendVerification } from '../api/auth-client';
import { useAuth } from '../auth-context';

const m = defineMessages({
  title: { id: 'member.verification.title', defaultMessage: 'E-Mail-Adresse noch nicht bestätigt' },
  resend: { id: 'member.verification.resend', defaultMessage: 'Bestätigungs-E-Mail erneut senden' },
  resending: { id: 'member.verification.resending', defaultMessage: 'Wird gesendet...' },
  resent: {
    id: 'member.verification.resent',
    defaultMessage: 'Wir haben Ihnen eine neue Bestätigungs-E-Mail gesendet.',
  },
  resendFailed: {
    id: 'member.verification.resendFailed',
    defaultMessage:
      'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  },
});

type ResendState = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string };

/**
 * For a signed-in user whose e-mail address is not yet verified: what that means, and a button
 * that sends the verification e-mail again. Renders nothing for everyone else.
 */
export function VerificationNotice() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useAuth();
  const [state, setState] = useState<ResendState>({ kind: 'idle' });
  if (!user || user.email_verified) return null;

  const onResend = async () => {
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      await resendVerification(user.email);
      setState({ kind: 'sent' });
    } catch (error) {
      console.error('[auth] Resending the verification e-mail failed.', error);
      // The server's message says why in the reader's language (e.g. too many requests).
      const message = error instanceof ApiRequestError ? error.message : t(m.resendFailed);
      setState({ kind: 'failed', message });
    }
  };

  return (
    <Alert tone="warning" live="off" title={t(m.title)} className="auth-verification-notice">
      <p>
        <FormattedMessage
          id="member.verification.text"
          defaultMessage="Bitte bestätigen Sie Ihre E-Mail-Adresse {email} über den Link in unserer E-Mail (gültig {hours} Stunden). Erst danach ist der Zugang vollständig nutzbar."
          values={{ email: <strong>{user.email}</strong>, hours: LIMITS.emailVerificationHours }}
        />
      </p>
      <div aria-live="polite">
        {state.kind === 'sent' && <p>{t(m.resent)}</p>}
        {state.kind === 'failed' && (
          <p className="auth-verification-notice__error">{state.message}</p>
        )}
      </div>
      {state.kind !== 'sent' && (
        <Button
          variant="secondary"
          size="sm"
          loading={state.kind === 'sending'}
          loadingLabel={t(m.resending)}
          onClick={() => void onResend()}
        >
          {t(m.resend)}
        </Button>
      )}
    </Alert>
  );
}
