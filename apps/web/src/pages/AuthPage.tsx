import { Alert } from '@platform/ui';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { PATHS } from '../shared/paths';
import { fetchMe, isOAuthProvider } from '../modules/auth/api/auth-client';
import { takeRedirectTarget } from '../modules/auth/api/redirect-target';
import { useAuth } from '../modules/auth/auth-context';
import { ForgotPasswordForm } from '../modules/auth/components/ForgotPasswordForm';
import { LoginForm } from '../modules/auth/components/LoginForm';
import { PasskeySignIn } from '../modules/auth/components/PasskeySignIn';
import { SecondFactorStep } from '../modules/auth/components/SecondFactorStep';
import { ProviderSignIn } from '../modules/auth/components/ProviderSignIn';
import { RegisterForm } from '../modules/auth/components/RegisterForm';

const m = defineMessages({
  loginTitle: { id: 'auth.login.title', defaultMessage: 'Anmelden' },
  loginLead: {
    id: 'auth.login.lead',
    defaultMessage: 'Melden Sie sich an, um den Mitgliederbereich zu nutzen.',
  },
  registerTitle: { id: 'auth.register.title', defaultMessage: 'Registrieren' },
  registerLead: {
    id: 'auth.register.lead',
    defaultMessage: 'Erstellen Sie ein Konto für den Mitgliederbereich und die Academy.',
  },
  forgotTitle: { id: 'auth.forgot.title', defaultMessage: 'Passwort vergessen?' },
  metaDescription: {
    id: 'auth.meta.description',
    defaultMessage: 'Anmeldung und Registrierung für den Mitgliederbereich.',
  },
  emailTitle: { id: 'auth.emailForm.title', defaultMessage: 'Mit E-Mail und Passwort' },
  or: { id: 'auth.divider.or', defaultMessage: 'oder' },
  forgotLink: { id: 'auth.login.forgotLink', defaultMessage: 'Passwort vergessen?' },
  backToLogin: { id: 'auth.forgot.backToLogin', defaultMessage: 'Zurück zur Anmeldung' },
  verifiedOk: {
    id: 'auth.verified.ok',
    defaultMessage: 'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
  },
  verifiedSignedIn: {
    id: 'auth.verified.signedIn',
    defaultMessage: 'Ihre E-Mail-Adresse ist bestätigt. Ihr Zugang ist jetzt vollständig nutzbar.',
  },
  toMemberArea: { id: 'auth.verified.toMemberArea', defaultMessage: 'Zum Mitgliederbereich' },
  verifiedFailed: {
    id: 'auth.verified.failed',
    defaultMessage:
      'Der Bestätigungslink ist ungültig oder abgelaufen. Melden Sie sich an, um einen neuen Link anzufordern.',
  },
  errorTitle: { id: 'auth.error.title', defaultMessage: 'Anmeldung nicht möglich' },
  consent_required: {
    id: 'auth.error.consentRequired',
    defaultMessage: 'Bitte akzeptieren Sie die Datenschutzerklärung',
  },
  provider_unavailable: {
    id: 'auth.error.providerUnavailable',
    defaultMessage: 'Dieser Anmeldedienst ist derzeit nicht verfügbar.',
  },
  oauth_state_mismatch: {
    id: 'auth.error.stateMismatch',
    defaultMessage: 'Die Anmeldung konnte nicht bestätigt werden. Bitte starten Sie sie erneut.',
  },
  oauth_failed: {
    id: 'auth.error.oauthFailed',
    defaultMessage:
      'Die Anmeldung beim Anbieter ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
  account_exists_unverified: {
    id: 'auth.error.accountUnverified',
    defaultMessage:
      'Zu dieser E-Mail-Adresse gibt es bereits ein Konto, das noch nicht bestätigt ist. Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
  },
  oauth_email_unverified: {
    id: 'auth.error.providerEmailUnverified',
    defaultMessage:
      'Der Anbieter hat Ihre E-Mail-Adresse nicht bestätigt. Bitte bestätigen Sie sie dort oder registrieren Sie sich mit E-Mail und Passwort.',
  },
  account_disabled: {
    id: 'auth.error.accountDisabled',
    defaultMessage: 'Dieses Konto ist gesperrt. Bitte wenden Sie sich an uns.',
  },
  too_many_requests: {
    id: 'auth.error.tooManyRequests',
    defaultMessage: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  },
  not_found: {
    id: 'auth.error.notFound',
    defaultMessage: 'Diesen Anmeldedienst gibt es nicht.',
  },
  no_token: {
    id: 'auth.error.noToken',
    defaultMessage: 'Die Anmeldung hat kein Ergebnis geliefert. Bitte versuchen Sie es erneut.',
  },
  invalid_token: {
    id: 'auth.error.invalidToken',
    defaultMessage: 'Das Anmeldeergebnis war ungültig. Bitte versuchen Sie es erneut.',
  },
  sign_in_link: {
    id: 'auth.error.signInLink',
    defaultMessage:
      'Dieser Anmeldelink ist ungültig, abgelaufen oder wurde schon verwendet. Bitte fordern Sie bei Bedarf einen neuen an.',
  },
  unknown: {
    id: 'auth.error.unknown',
    defaultMessage: 'Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  },
});

const ERROR_MESSAGES: Record<string, MessageDescriptor> = {
  consent_required: m.consent_required,
  provider_unavailable: m.provider_unavailable,
  oauth_state_mismatch: m.oauth_state_mismatch,
  oauth_failed: m.oauth_failed,
  account_exists_unverified: m.account_exists_unverified,
  oauth_email_unverified: m.oauth_email_unverified,
  account_disabled: m.account_disabled,
  too_many_requests: m.too_many_requests,
  not_found: m.not_found,
  no_token: m.no_token,
  invalid_token: m.invalid_token,
  sign_in_link: m.sign_in_link,
};

const UNKNOWN_ERROR: MessageDescriptor = m.unknown;

type Mode = 'login' | 'register' | 'forgot';

/** The sign-in and registration screen (`/auth/login`, `/auth/register`, `?mode=forgot`). */
export function AuthPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status, setUser } = useAuth();
  const mode: Mode =
    pathname === PATHS.register ? 'register' : params.get('mode') === 'forgot' ? 'forgot' : 'login';
  const title =
    mode === 'register' ? m.registerTitle : mode === 'forgot' ? m.forgotTitle : m.loginTitle;
  usePageMeta({ title: t(title), description: t(m.metaDescription) });

  // Signing in changes the status too, so this can be asked twice: the stored target is read
  // (and removed) once.
  const leaving = useRef(false);
  const goOn = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    void navigate(takeRedirectTarget() ?? PATHS.memberArea, { replace: true });
  }, [navigate]);

  const errorCode = params.get('error');
  // A provider sign-in of an account with a second factor comes back with the second step.
  const mfaToken = params.get('mfa_token');
  const next = params.get('next');
  const afterSecondFactor = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    const safe = next && next.startsWith('/') && !next.startsWith('//') ? next : null;
    void navigate(safe ?? takeRedirectTarget() ?? PATHS.memberArea, { replace: true });
  }, [navigate, next]);
  const verified = params.get('verified');
  const chosenParam = params.get('provider');
  const chosen = isOAuthProvider(chosenParam) ? chosenParam : undefined;

  // Someone already signed in has nothing to do here, unless they came to read the result of
  // the verification link: then the notice stays, and the user record learns the new state.
  useEffect(() => {
    if (status !== 'authenticated') return;
    if (verified === null) return goOn();
    fetchMe().then(setUser, (error: unknown) =>
      console.warn('[auth] The account could not be reloaded.', error),
    );
  }, [status, verified, goOn, setUser]);

  const link = (to: string) => (chunks: ReactNode[]) => <Link to={to}>{chunks}</Link>;

  return (
    <div className="mk-section">
      <div className="app-container auth-page">
        <h1 className="auth-page__title">{t(title)}</h1>
        {mode !== 'forgot' && (
          <p className="auth-page__lead">{t(mode === 'register' ? m.registerLead : m.loginLead)}</p>
        )}

        {errorCode && (
          <Alert tone="danger" live="assertive" title={t(m.errorTitle)}>
            <p>
              {t(
                Object.hasOwn(ERROR_MESSAGES, errorCode)
                  ? ERROR_MESSAGES[errorCode]
                  : UNKNOWN_ERROR,
              )}
            </p>
          </Alert>
        )}
        {verified === '1' && (
          <Alert tone="success">
            <p>{t(status === 'authenticated' ? m.verifiedSignedIn : m.verifiedOk)}</p>
          </Alert>
        )}
        {verified === '0' && (
          <Alert tone="warning">
            <p>{t(m.verifiedFailed)}</p>
          </Alert>
        )}

        {status === 'authenticated' ? (
          <p className="auth-page__switch">
            <Link to={PATHS.memberArea}>{t(m.toMemberArea)}</Link>
          </p>
        ) : mfaToken && mode === 'login' ? (
          <div className="mk-panel">
            <SecondFactorStep
              mfaToken={mfaToken}
              onSuccess={afterSecondFactor}
              onRestart={() => void navigate(PATHS.login, { replace: true })}
            />
          </div>
        ) : mode === 'forgot' ? (
          <div className="mk-panel">
            <ForgotPasswordForm />
            <p className="auth-page__switch">
              <Link to={PATHS.login}>{t(m.backToLogin)}</Link>
            </p>
          </div>
        ) : (
          <>
            <div className="mk-panel">
              <ProviderSignIn chosen={chosen} />
              {mode === 'login' && <PasskeySignIn onSuccess={goOn} />}
            </div>
            <p className="auth-divider">
              <span>{t(m.or)}</span>
            </p>
            <section className="mk-panel" aria-labelledby="auth-email-title">
              <h2 id="auth-email-title" className="auth-section-title">
                {t(m.emailTitle)}
              </h2>
              {mode === 'register' ? (
                <RegisterForm onSuccess={goOn} />
              ) : (
                <LoginForm onSuccess={goOn} />
              )}
              {mode === 'login' && (
                <p className="auth-page__switch">
                  <Link to={`${PATHS.login}?mode=forgot`}>{t(m.forgotLink)}</Link>
                </p>
              )}
            </section>
            <p className="auth-page__switch">
              {mode === 'register' ? (
                <FormattedMessage
                  id="auth.register.toLogin"
                  defaultMessage="Bereits registriert? <link>Zur Anmeldung</link>"
                  values={{ link: link(PATHS.login) }}
                />
              ) : (
                <FormattedMessage
                  id="auth.login.toRegister"
                  defaultMessage="Noch kein Konto? <link>Jetzt registrieren</link>"
                  values={{ link: link(PATHS.register) }}
                />
              )}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
