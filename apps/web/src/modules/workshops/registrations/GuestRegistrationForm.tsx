import { FIELD_LIMITS, REGISTRATION_LIMITS } from '@platform/domain';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, TextField } from '@platform/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { looksLikeEmail } from '../../../shared/forms/form-messages';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { registrationMessages as m } from './registration-messages';
import { SessionChoice, type SessionOption } from '../sessions/SessionChoice';

const RegisterGuestMutation = graphql(`
  mutation RegisterGuest($sessionId: ID!, $name: String!, $email: String!, $joinWaitlist: Boolean) {
    registerGuest(sessionId: $sessionId, name: $name, email: $email, joinWaitlist: $joinWaitlist) {
      id
      status
    }
  }
`);

// The browser's own check, mirrored so the message is ours and in the page's language.

export interface GuestRegistrationFormProps {
  sessions: readonly SessionOption[];
  refetchQueries: string[];
}

/** Guest registration (name and e-mail, both required) where the workshop allows guests. */
export function GuestRegistrationForm({ sessions, refetchQueries }: GuestRegistrationFormProps) {
  const t = useIntl().formatMessage;
  const [sessionId, setSessionId] = useState(sessions[0]?.id ?? '');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState<'confirmed' | 'waitlisted' | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const [register, { loading, error }] = useMutation(RegisterGuestMutation, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const session = sessions.find((s) => s.id === sessionId) ?? sessions[0];
  const full = session ? session.availableSpots <= 0 : false;
  const server = error ? serverErrorOf(error) : null;
  const nameError = touched && !name.trim() ? t(m.nameRequired) : server?.fields.name;
  const emailError = touched && !looksLikeEmail(email) ? t(m.emailRequired) : server?.fields.email;

  if (!session) return <p>{t(m.noSessions)}</p>;

  if (done) {
    return (
      <div ref={messageRef} tabIndex={-1}>
        <Alert tone="success">{t(done === 'waitlisted' ? m.successWaitlist : m.success)}</Alert>
      </div>
    );
  }

  const submit = async () => {
    setTouched(true);
    if (!name.trim()) {
      nameRef.current?.focus();
      return;
    }
    if (!looksLikeEmail(email)) {
      emailRef.current?.focus();
      return;
    }
    try {
      const result = await register({
        variables: {
          sessionId: session.id,
          name: name.trim(),
          email: email.trim(),
          joinWaitlist: full,
        },
      });
      setDone(result.data?.registerGuest.status === 'waitlisted' ? 'waitlisted' : 'confirmed');
      window.requestAnimationFrame(() => messageRef.current?.focus());
    } catch {
      // shown from `error`
    }
  };

  return (
    <form
      className="academy-register"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>{t(m.guestIntro)}</p>
      {sessions.length > 1 && (
        <SessionChoice sessions={sessions} value={session.id} onChange={setSessionId} />
      )}
      {full && <p>{t(m.full)}</p>}
      <TextField
        ref={nameRef}
        label={t(m.guestName)}
        required
        autoComplete="name"
        maxLength={REGISTRATION_LIMITS.name}
        value={name}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        ref={emailRef}
        type="email"
        label={t(m.guestEmail)}
        required
        autoComplete="email"
        maxLength={FIELD_LIMITS.email}
        value={email}
        error={emailError}
        onChange={(event) => setEmail(event.target.value)}
      />
      {server && Object.keys(server.fields).length === 0 && (
        <Alert tone="danger" live="assertive" title={t(m.failed)}>
          {server.message && <p>{server.message}</p>}
        </Alert>
      )}
      <Button type="submit" fullWidth loading={loading} loadingLabel={t(m.submitting)}>
        {t(full ? m.submitWaitlist : m.submit)}
      </Button>
    </form>
  );
}
