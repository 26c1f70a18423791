import { Alert, buttonClassName, cx } from '@platform/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { PATHS } from '../../../shared/paths';
import { fetchProviders, OAUTH_PROVIDERS, type OAuthProvider } from '../api/auth-client';
import { toBase64Url } from '../api/jwt';
import { peekRedirectTarget } from '../api/redirect-target';
import { authMessages, providerTexts } from './auth-messages';
import { ConsentCheckbox } from './ConsentCheckbox';
import { PrivacyConsentLabel } from './PrivacyConsentLabel';

const m = defineMessages({
  title: { id: 'auth.providers.title', defaultMessage: 'Mit einem bestehenden Konto fortfahren' },
  consentFirst: {
    id: 'auth.providers.consentFirst',
    defaultMessage: 'Bitte stimmen Sie zuerst der Datenschutzerklärung zu.',
  },
});

const NAMES: Record<OAuthProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  microsoft: 'Microsoft',
};

const { labels: LABELS } = providerTexts;

export interface ProviderSignInProps {
  /** The provider picked in the home page's dialog: the screen asks for the consent first. */
  chosen?: OAuthProvider;
}

/**
 * Google, GitHub and Microsoft sign-in. The buttons stay disabled until the privacy policy is
 * accepted; pressing one anyway explains why (alert plus a red hint at the checkbox). A button
 * says "Weiterleitung..." while the browser leaves for the provider.
 */
export function ProviderSignIn({ chosen }: ProviderSignInProps) {
  const intl = useIntl();
  const id = useId();
  const consentRef = useRef<HTMLInputElement>(null);
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

  useEffect(() => {
    if (chosen) consentRef.current?.focus();
  }, [chosen]);

  // Coming back from the provider with the Back button restores this page from the cache:
  // the button must not keep saying "Weiterleitung...".
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = (provider: OAuthProvider) => {
    if (redirecting) return;
    if (!consent) {
      setAttempted(true);
      consentRef.current?.focus();
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
      {chosen && !consent && (
        <Alert tone="info" live="polite">
          <p>
            {intl.formatMessage(
              {
                id: 'auth.providers.chosen',
                defaultMessage:
                  'Um mit {provider} fortzufahren, stimmen Sie bitte der Datenschutzerklärung zu und wählen Sie dann {provider}.',
              },
              { provider: NAMES[chosen] },
            )}
          </p>
        </Alert>
      )}
      <ConsentCheckbox
        ref={consentRef}
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
                {busy
                  ? intl.formatMessage(providerTexts.redirecting)
                  : intl.formatMessage(LABELS[provider])}
              </button>
              {unavailable && (
                <p id={noteId} className="auth-note">
                  {intl.formatMessage(providerTexts.unavailable)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
