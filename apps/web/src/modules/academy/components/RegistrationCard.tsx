import { untyped } from '../untyped-messages';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, TextField } from '@platform/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../../../app/components/LinkButton';
import { formMessages, looksLikeEmail } from '../../../app/forms/form-messages';
import { PATHS } from '../../../app/paths';
import { graphql } from '../../../graphql/generated';
import { useAuth } from '../../auth/auth-context';
import { registerMember } from '../api/academy-rest';

const RegisterGuestMutation = graphql(`
  mutation RegisterGuest($sessionId: ID!, $name: String!, $email: String!, $joinWaitlist: Boolean) {
    registerGuest(sessionId: $sessionId, name: $name, email: $email, joinWaitlist: $joinWaitlist) {
      id
      status
    }
  }
`);

const m = untyped(
  defineMessages({
    title: { id: 'academy.register.title', defaultMessage: 'Anmeldung' },
    signedInAs: { id: 'academy.register.signedInAs', defaultMessage: 'Angemeldet als {email}' },
    register: { id: 'academy.register.button', defaultMessage: 'Jetzt anmelden' },
    waitlist: { id: 'academy.register.waitlist', defaultMessage: 'Auf die Warteliste setzen' },
    sending: { id: 'academy.register.sending', defaultMessage: 'Wird gesendet…' },
    name: { id: 'academy.register.name', defaultMessage: 'Name' },
    email: { id: 'academy.register.email', defaultMessage: 'E-Mail-Adresse' },
    success: {
      id: 'academy.register.success',
      defaultMessage: 'Anmeldung erfolgreich! Sie erhalten in Kürze eine Bestätigung per E-Mail.',
    },
    waitlisted: {
      id: 'academy.register.waitlisted',
      defaultMessage:
        'Sie stehen auf der Warteliste. Wird ein Platz frei, erhalten Sie ihn automatisch und eine E-Mail.',
    },
    failed: { id: 'academy.register.failed', defaultMessage: 'Registrierung fehlgeschlagen' },
    full: {
      id: 'academy.register.full',
      defaultMessage: 'Dieser Termin ist ausgebucht. Möchten Sie auf die Warteliste?',
    },
    membersOnly: {
      id: 'academy.register.membersOnly',
      defaultMessage:
        'Dieser Workshop ist nur für Mitglieder. Bitte melden Sie sich an oder registrieren Sie sich.',
    },
    login: { id: 'academy.register.login', defaultMessage: 'Anmelden' },
    signUp: { id: 'academy.register.signUp', defaultMessage: 'Registrieren' },
    already: {
      id: 'academy.register.already',
      defaultMessage: 'Sie sind für diesen Workshop angemeldet.',
    },
    alreadyWaiting: {
      id: 'academy.register.alreadyWaiting',
      defaultMessage: 'Sie stehen für diesen Workshop auf der Warteliste.',
    },
    noSession: {
      id: 'academy.register.noSession',
      defaultMessage: 'Für diesen Workshop gibt es derzeit keinen Termin.',
    },
  }),
);

type Outcome = 'confirmed' | 'waitlisted';

export interface RegistrationCardProps {
  workshopId: string;
  sessionId: string | null;
  soldOut: boolean;
  guestsAllowed: boolean;
  /** The viewer's existing registration status, if any. */
  myStatus: string | null;
}

/**
 * Members register with one click (member price); visitors register as guests where the
 * workshop allows it, else they see the members-only notice. Full: offer the waitlist.
 */
export function RegistrationCard({
  workshopId,
  sessionId,
  soldOut,
  guestsAllowed,
  myStatus,
}: RegistrationCardProps) {
  const intl = useIntl();
  const { status: authStatus, user } = useAuth();
  const [outcome, setOutcome] = useState<Outcome | null>(
    myStatus === 'confirmed' || myStatus === 'waitlisted' ? myStatus : null,
  );
  const [error, setError] = useState<string | null>(null);
  const [offerWaitlist, setOfferWaitlist] = useState(soldOut);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState({ name: '', email: '' });
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; email?: string }>({});
  const resultRef = useRef<HTMLDivElement>(null);
  const [registerGuest] = useMutation(RegisterGuestMutation);

  const done = (next: Outcome) => {
    setOutcome(next);
    setError(null);
    requestAnimationFrame(() => resultRef.current?.focus());
  };
  const failed = (cause: unknown) => {
    const message = cause instanceof Error ? cause.message : intl.formatMessage(m.failed);
    const full = /ausgebucht|fully booked/i.test(message);
    setOfferWaitlist(full);
    setError(full ? intl.formatMessage(m.full) : message || intl.formatMessage(m.failed));
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  const memberRegister = async (joinWaitlist: boolean) => {
    setBusy(true);
    try {
      const registration = await registerMember(workshopId, '', joinWaitlist);
      done(registration.status === 'waitlisted' ? 'waitlisted' : 'confirmed');
    } catch (cause) {
      failed(cause);
    } finally {
      setBusy(false);
    }
  };

  const guestRegister = async (event: FormEvent<HTMLFormElement>, joinWaitlist: boolean) => {
    event.preventDefault();
    const found: { name?: string; email?: string } = {};
    if (!values.name.trim()) found.name = intl.formatMessage(formMessages.nameRequired);
    if (!values.email.trim()) found.email = intl.formatMessage(formMessages.emailRequired);
    else if (!looksLikeEmail(values.email))
      found.email = intl.formatMessage(formMessages.emailInvalid);
    setFieldErrors(found);
    if (found.name || found.email || !sessionId) {
      const form = event.currentTarget;
      const first = form.elements.namedItem(found.name ? 'name' : 'email');
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await registerGuest({
        variables: {
          sessionId,
          name: values.name.trim(),
          email: values.email.trim(),
          joinWaitlist,
        },
      });
      done(result.data?.registerGuest.status === 'waitlisted' ? 'waitlisted' : 'confirmed');
    } catch (cause) {
      failed(cause);
    } finally {
      setBusy(false);
    }
  };

  const action = offerWaitlist ? m.waitlist : m.register;

  return (
    <Card as="section" className="ac-register" aria-labelledby="ac-register-title">
      <h2 id="ac-register-title">
        <FormattedMessage {...m.title} />
      </h2>
      <div ref={resultRef} tabIndex={-1} aria-live="polite">
        {outcome === 'confirmed' && (
          <Alert tone="success">{intl.formatMessage(myStatus ? m.already : m.success)}</Alert>
        )}
        {outcome === 'waitlisted' && (
          <Alert tone="info">
            {intl.formatMessage(myStatus ? m.alreadyWaiting : m.waitlisted)}
          </Alert>
        )}
        {error && <Alert tone={offerWaitlist ? 'warning' : 'danger'}>{error}</Alert>}
      </div>
      {!outcome && !sessionId && <p>{intl.formatMessage(m.noSession)}</p>}
      {!outcome && sessionId && authStatus === 'authenticated' && user && (
        <div>
          <p>{intl.formatMessage(m.signedInAs, { email: user.email })}</p>
          <Button
            loading={busy}
            loadingLabel={intl.formatMessage(m.sending)}
            onClick={() => void memberRegister(offerWaitlist)}
          >
            {intl.formatMessage(action)}
          </Button>
        </div>
      )}
      {!outcome && sessionId && authStatus === 'anonymous' && guestsAllowed && (
        <form noValidate onSubmit={(event) => void guestRegister(event, offerWaitlist)}>
          <TextField
            name="name"
            label={intl.formatMessage(m.name)}
            autoComplete="name"
            required
            maxLength={200}
            value={values.name}
            error={fieldErrors.name}
            onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
          />
          <TextField
            name="email"
            type="email"
            label={intl.formatMessage(m.email)}
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            value={values.email}
            error={fieldErrors.email}
            onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
          />
          <Button type="submit" loading={busy} loadingLabel={intl.formatMessage(m.sending)}>
            {intl.formatMessage(action)}
          </Button>
        </form>
      )}
      {!outcome && authStatus === 'anonymous' && !guestsAllowed && (
        <div>
          <p>{intl.formatMessage(m.membersOnly)}</p>
          <div className="ac-register__links">
            <LinkButton to={PATHS.login} variant="secondary">
              {intl.formatMessage(m.login)}
            </LinkButton>
            <LinkButton to={PATHS.register}>{intl.formatMessage(m.signUp)}</LinkButton>
          </div>
        </div>
      )}
    </Card>
  );
}
