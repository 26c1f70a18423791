import { Alert, buttonClassName, cx } from '@platform/ui';
import { useEffect, useId, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { PATHS } from '../../../app/paths';
import { fetchProviders, OAUTH_PROVIDERS, type OAuthProvider } from '../api/auth-client';
import { toBase64Url } from '../api/jwt';
import { peekRedirectTarget } from '../api/redirect-target';
import { authMessages } from './auth-messages';
import { ConsentCheckbox } from './ConsentCheckbox';
import { PrivacyConsentLabel } from './PrivacyConsentLabel';

const m = defineMessages({
  title: { id: 'auth.providers.title', defaultMessage: 'Mit einem bestehenden Konto fortfahren' },
  google: { id: 'auth.providers.google', defaultMessage: 'Weiter mit Google' },
  github: { id: 'auth.providers.github', defaultMessage: 'Weiter mit GitHub' },
  microsoft: { id: 'auth.providers.microsoft', defaultMessage: 'Weiter mit Microsoft' },
  redirecting: { id: 'auth.providers.redirecting', defaultMessage: 'Weiterleitung...' },
  unavailable: {
    id: 'auth.providers.unavailable',
    defaultMessage: 'Diese Anmeldung ist derzeit nicht eingerichtet.',
  },
  consentFirst: {
    id: 'auth.providers.consentFirst',
    defaultMessage: 'Bitte stimmen Sie zuerst der Datenschutzerklärung zu.',
  },
});

const LABELS: Record<OAuthProvider, MessageDescriptor> = {
  google: m.google,
  github: m.github,
  microsoft: m.microsoft,
};

/** Google, GitHub and Microsoft sign-in, enabled once the privacy policy is accepted. */
export function ProviderSignIn() {
  const intl = useIntl();
  const id = useId();
  const [consent, setConsent] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [configured, setConfigured] = useState<readonly OAuthProvider[] | null>(null);
  const [redirecting, setRedirecting] = useState<OAuthProvider | null>(null);

  useEffect(() => {
    let active = true;
    void fetchProviders().then((providers) => {
      if (active) setConfigured(providers);
    });
    return () => {
      active = false;
    };
  }, []);

  const start = (provider: OAuthProvider) => {
    if (redirecting) return;
    if (!consent) {
      setAttempted(true);
      return;
    }
    const state = toBase64Url(
      JSON.stringify({
        returnUrl: peekRedirectTarget() ?? PATHS.memberArea,
        origin: window.location.origin,
        privacy_consent: { accepted: true, timestamp: new Date().toISOString() },
      }),
    );
    setRedirecting(provider);
    window.location.assign(`/api/auth/oauth/${provider}?state=${encodeURIComponent(state)}`);
  };

  const showConsentError = attempted && !consent;

  return (
    <section className="auth-providers" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="auth-section-title">
        {intl.formatMessage(m.title)}
      </h2>
      <ConsentCheckbox
        name="providerPrivacyConsent"
        checked={consent}
        onChange={(checked) => {
          setConsent(checked);
          if (checked) setAttempted(false);
        }}
        label={<PrivacyConsentLabel />}
        error={showConsentError ? intl.formatMessage(authMessages.privacyHint) : undefined}
      />
      {showConsentError && (
        <Alert tone="danger" live="assertive">
          <p>{intl.formatMessage(authMessages.privacyAlert)}</p>
        </Alert>
      )}
      {!consent && (
        <p id={`${id}-consent`} className="auth-note">
          {intl.formatMessage(m.consentFirst)}
        </p>
      )}
      <ul className="auth-providers__list">
        {OAUTH_PROVIDERS.map((provider) => {
          const unavailable = configured !== null && !configured.includes(provider);
          const busy = redirecting === provider;
          const noteId = `${id}-${provider}-note`;
          return (
            <li key={provider}>
              <button
                type="button"
                className={cx(
                  buttonClassName({ variant: 'secondary', fullWidth: true }),
                  'auth-providers__button',
                  `auth-providers__button--${provider}`,
                  busy && 'ui-button--loading',
                )}
                disabled={unavailable}
                aria-disabled={!consent || busy || undefined}
                aria-busy={busy || undefined}
                aria-describedby={unavailable ? noteId : !consent ? `${id}-consent` : undefined}
                onClick={() => start(provider)}
              >
                {busy && <span className="ui-spinner" aria-hidden="true" />}
                {busy ? intl.formatMessage(m.redirecting) : intl.formatMessage(LABELS[provider])}
              </button>
              {unavailable && (
                <p id={noteId} className="auth-note">
                  {intl.formatMessage(m.unavailable)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
