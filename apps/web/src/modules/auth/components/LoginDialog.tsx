import { buttonClassName, cx } from '@platform/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import { fetchProviders, OAUTH_PROVIDERS, type OAuthProvider } from '../api/auth-client';
import { useAuth } from '../auth-context';
import { providerTexts } from './auth-messages';

const m = defineMessages({
  title: { id: 'auth.dialog.title', defaultMessage: 'Anmelden' },
  intro: {
    id: 'auth.dialog.intro',
    defaultMessage: 'Melden Sie sich mit einem bestehenden Konto an.',
  },
  withEmail: { id: 'auth.dialog.withEmail', defaultMessage: 'Mit E-Mail und Passwort anmelden' },
  register: { id: 'auth.dialog.register', defaultMessage: 'Noch kein Konto? Jetzt registrieren' },
  close: { id: 'auth.dialog.close', defaultMessage: 'Schließen' },
});

const { labels: LABELS } = providerTexts;

export interface LoginDialogProps {
  /** Called when the dialog closes (Escape, the close button, a click on the backdrop). */
  onClose: () => void;
}

/**
 * The home page's sign-in dialog (`/?dialog=login`): the three provider buttons, which lead to
 * `/api/auth/{provider}` (the server asks for the privacy consent on the sign-in screen), and
 * links to e-mail sign-in and registration. A native modal dialog: focus stays inside, Escape
 * closes, and focus returns to where it was.
 */
export function LoginDialog({ onClose }: LoginDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const { status } = useAuth();
  const [configured, setConfigured] = useState<readonly OAuthProvider[] | null>(null);
  const [redirecting, setRedirecting] = useState<OAuthProvider | null>(null);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onDialogClose = () => latestOnClose.current();
    dialog.addEventListener('close', onDialogClose);
    return () => {
      dialog.removeEventListener('close', onDialogClose);
      if (dialog.open) dialog.close();
      returnTo?.focus();
    };
  }, []);

  useEffect(() => {
    let active = true;
    void fetchProviders().then((providers) => {
      if (active) setConfigured(providers);
    });
    return () => {
      active = false;
    };
  }, []);

  // Someone already signed in needs no sign-in dialog.
  useEffect(() => {
    if (status === 'authenticated') ref.current?.close();
  }, [status]);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return (
    <dialog
      ref={ref}
      className="auth-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      <div className="auth-dialog__body">
        <div className="auth-dialog__head">
          <h2 id={`${id}-title`} className="auth-section-title">
            {t(m.title)}
          </h2>
          <button
            type="button"
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            onClick={() => ref.current?.close()}
          >
            {t(m.close)}
          </button>
        </div>
        <p id={`${id}-intro`} className="auth-page__lead">
          {t(m.intro)}
        </p>
        <ul className="auth-providers__list">
          {OAUTH_PROVIDERS.map((provider) => {
            const unavailable = configured !== null && !configured.includes(provider);
            const noteId = `${id}-${provider}-note`;
            const className = cx(
              buttonClassName({ variant: 'secondary', fullWidth: true }),
              'auth-providers__button',
              redirecting === provider && 'ui-button--loading',
            );
            return (
              <li key={provider}>
                {unavailable ? (
                  <button type="button" className={className} disabled aria-describedby={noteId}>
                    {t(LABELS[provider])}
                  </button>
                ) : (
                  <a
                    href={`/api/auth/${provider}`}
                    className={className}
                    aria-busy={redirecting === provider || undefined}
                    onClick={() => setRedirecting(provider)}
                  >
                    {redirecting === provider && <span className="ui-spinner" aria-hidden="true" />}
                    {redirecting === provider ? t(providerTexts.redirecting) : t(LABELS[provider])}
                  </a>
                )}
                {unavailable && (
                  <p id={noteId} className="auth-note">
                    {t(providerTexts.unavailable)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <p className="auth-page__switch">
          <Link to={PATHS.login}>{t(m.withEmail)}</Link>
        </p>
        <p className="auth-page__switch">
          <Link to={PATHS.register}>{t(m.register)}</Link>
        </p>
      </div>
    </dialog>
  );
}
