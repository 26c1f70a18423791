import { Alert, Button } from '@platform/ui';
import { useState } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { usePageMeta } from '../app/meta/usePageMeta';
import { resendVerification } from '../modules/auth/api/auth-client';
import { useAuth } from '../modules/auth/auth-context';
import { RequireAuth } from '../modules/auth/components/RequireAuth';

const m = defineMessages({
  title: { id: 'member.meta.title', defaultMessage: 'Mitgliederbereich' },
  greetingNoName: { id: 'member.greetingNoName', defaultMessage: 'Willkommen!' },
  intro: {
    id: 'member.intro',
    defaultMessage:
      'Hier entsteht Ihr Mitgliederbereich mit Profil, Workshops und Services. Schauen Sie bald wieder vorbei.',
  },
  unverifiedTitle: {
    id: 'member.unverified.title',
    defaultMessage: 'E-Mail-Adresse noch nicht bestätigt',
  },
  resend: { id: 'member.unverified.resend', defaultMessage: 'Bestätigungs-E-Mail erneut senden' },
  resending: { id: 'member.unverified.resending', defaultMessage: 'Wird gesendet...' },
  resent: {
    id: 'member.unverified.resent',
    defaultMessage: 'Wir haben Ihnen eine neue Bestätigungs-E-Mail gesendet.',
  },
  resendFailed: {
    id: 'member.unverified.resendFailed',
    defaultMessage:
      'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  },
});

function MemberAreaContent() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useAuth();
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  if (!user) return null;

  const onResend = async () => {
    setResend('sending');
    try {
      await resendVerification(user.email);
      setResend('sent');
    } catch (error) {
      console.error('[member] Resending the verification e-mail failed.', error);
      setResend('failed');
    }
  };

  return (
    <>
      <h1 className="auth-page__title">
        {user.name ? (
          <FormattedMessage
            id="member.greeting"
            defaultMessage="Willkommen, {name}!"
            values={{ name: user.name }}
          />
        ) : (
          t(m.greetingNoName)
        )}
      </h1>
      <p className="auth-page__lead">{t(m.intro)}</p>
      {!user.email_verified && (
        <Alert tone="warning" live="off" title={t(m.unverifiedTitle)}>
          <p>
            <FormattedMessage
              id="member.unverified.text"
              defaultMessage="Bitte bestätigen Sie Ihre E-Mail-Adresse {email} über den Link in unserer E-Mail (24 Stunden gültig). Erst danach ist der Zugang vollständig nutzbar."
              values={{ email: user.email }}
            />
          </p>
          <div aria-live="polite">
            {resend === 'sent' && <p>{t(m.resent)}</p>}
            {resend === 'failed' && <p>{t(m.resendFailed)}</p>}
          </div>
          {resend !== 'sent' && (
            <Button
              variant="secondary"
              size="sm"
              loading={resend === 'sending'}
              loadingLabel={t(m.resending)}
              onClick={() => void onResend()}
            >
              {t(m.resend)}
            </Button>
          )}
        </Alert>
      )}
    </>
  );
}

/** A placeholder for the member area (signed-in users only). */
export function MemberAreaPage() {
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage(m.title) });
  return (
    <div className="mk-section">
      <div className="app-container auth-page">
        <RequireAuth>
          <MemberAreaContent />
        </RequireAuth>
      </div>
    </div>
  );
}
