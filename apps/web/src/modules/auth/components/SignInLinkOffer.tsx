import { Alert, Button } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { requestSignInLink } from '../api/auth-client';
import { authFailureText } from './auth-messages';

const m = defineMessages({
  explain: {
    id: 'auth.signInLink.explain',
    defaultMessage:
      'Ohne zu warten: Wir senden Ihnen einen Link, mit dem Sie sich auf diesem Gerät einmalig ohne Passwort anmelden.',
  },
  send: { id: 'auth.signInLink.send', defaultMessage: 'Anmeldelink per E-Mail senden' },
  sending: { id: 'auth.signInLink.sending', defaultMessage: 'Anmeldelink wird gesendet...' },
  sent: {
    id: 'auth.signInLink.sent',
    defaultMessage:
      'Falls es zu dieser E-Mail-Adresse ein Konto gibt, ist ein Anmeldelink unterwegs. Er ist 15 Minuten gültig und funktioniert einmal.',
  },
});

/**
 * Offered while the sign-in of an address is slowed down for unknown devices (SIGN_IN_SLOWED):
 * the owner gets in at once through a one-time link mailed to the address.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    if (state === 'sending') return;
    setState('sending');
    setFailure(null);
    try {
      await requestSignInLink(email);
      setState('sent');
    } catch (error) {
      setFailure(authFailureText(error, intl));
      setState('idle');
    }
  };

  if (state === 'sent')
    return (
      <Alert tone="success" live="polite">
        <p>{intl.formatMessage(m.sent)}</p>
      </Alert>
    );
  return (
    <div className="auth-sign-in-link">
      <p>{intl.formatMessage(m.explain)}</p>
      {failure && (
        <Alert tone="danger" live="assertive">
          <p>{failure}</p>
        </Alert>
      )}
      <Button
        type="button"
        variant="secondary"
        loading={state === 'sending'}
        loadingLabel={intl.formatMessage(m.sending)}
        onClick={() => void send()}
      >
        {intl.formatMessage(m.send)}
      </Button>
    </div>
  );
}
