import { useMutation } from '@apollo/client/react';
import { formatBerlinDateTime, formatEuro, REGISTRATION_LIMITS } from '@platform/domain';
import { Alert, Button, TextAreaField } from '@platform/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { registrationMessages as m } from './registration-messages';
import { CancelRegistrationDialog } from './CancelRegistrationDialog';
import { SessionChoice, type SessionOption } from '../sessions/SessionChoice';

const RegisterForWorkshopMutation = graphql(`
  mutation RegisterForWorkshop($sessionId: ID!, $notes: String, $joinWaitlist: Boolean) {
    registerForWorkshop(sessionId: $sessionId, notes: $notes, joinWaitlist: $joinWaitlist) {
      id
      status
    }
  }
`);

export interface ActiveRegistration {
  id: string;
  status: string;
  priceCents: number;
  session: { startsAt: string };
}

export interface MemberRegistrationProps {
  email: string;
  /**
   * No discount to mention (a free workshop, or an account whose membership ran out): a plain
   * register button.
   */
  noDiscount?: boolean;
  title: string;
  sessions: readonly SessionOption[];
  registration: ActiveRegistration | null;
  /** Runs the detail query again, so places and the registration show the new state. */
  refetchQueries: string[];
}

/** For signed-in members: their e-mail, the session choice, register (or waitlist), cancel. */
export function MemberRegistration({
  email,
  noDiscount = false,
  title,
  sessions,
  registration,
  refetchQueries,
}: MemberRegistrationProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [sessionId, setSessionId] = useState(sessions[0]?.id ?? '');
  const [notes, setNotes] = useState('');
  const [done, setDone] = useState<'confirmed' | 'waitlisted' | 'cancelled' | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);
  const [register, { loading, error }] = useMutation(RegisterForWorkshopMutation, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const session = sessions.find((s) => s.id === sessionId) ?? sessions[0];
  const full = session ? session.availableSpots <= 0 : false;

  const announce = (state: typeof done) => {
    setDone(state);
    window.requestAnimationFrame(() => messageRef.current?.focus());
  };

  const submit = async () => {
    if (!session) return;
    try {
      const result = await register({
        variables: { sessionId: session.id, notes: notes.trim() || null, joinWaitlist: full },
      });
      setNotes('');
      announce(
        result.data?.registerForWorkshop.status === 'waitlisted' ? 'waitlisted' : 'confirmed',
      );
    } catch {
      // shown from `error`
    }
  };

  const status = done && (
    <div ref={messageRef} tabIndex={-1}>
      <Alert tone="success">
        {t(
          done === 'waitlisted'
            ? m.successWaitlist
            : done === 'cancelled'
              ? m.cancelled
              : m.success,
        )}
      </Alert>
    </div>
  );

  const signedIn = <p className="academy-register__who">{t(m.signedInAs, { email })}</p>;

  if (registration) {
    const date = formatBerlinDateTime(registration.session.startsAt, intl.locale);
    return (
      <div className="academy-register">
        {signedIn}
        {status}
        <p>{t(registration.status === 'waitlisted' ? m.waitlisted : m.registered, { date })}</p>
        {registration.status === 'confirmed' && (
          <p>{t(m.paid, { price: formatEuro(registration.priceCents, intl.locale) })}</p>
        )}
        <Button variant="secondary" onClick={() => setCancelling(true)}>
          {t(m.cancel)}
        </Button>
        <CancelRegistrationDialog
          registration={cancelling ? { id: registration.id, title, date } : null}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            announce('cancelled');
          }}
          refetchQueries={refetchQueries}
        />
      </div>
    );
  }

  if (!session) {
    return (
      <div className="academy-register">
        {signedIn}
        {status}
        <p>{t(m.noSessions)}</p>
      </div>
    );
  }

  return (
    <form
      className="academy-register"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {signedIn}
      {status}
      {sessions.length > 1 && (
        <SessionChoice sessions={sessions} value={session.id} onChange={setSessionId} />
      )}
      {full && <p>{t(m.full)}</p>}
      <TextAreaField
        label={t(m.notes)}
        optionalLabel={t(m.optional)}
        rows={3}
        maxLength={REGISTRATION_LIMITS.notes}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      {error && (
        <Alert tone="danger" live="assertive" title={t(m.failed)}>
          {serverErrorOf(error).message && <p>{serverErrorOf(error).message}</p>}
        </Alert>
      )}
      <Button type="submit" fullWidth loading={loading} loadingLabel={t(m.submitting)}>
        {t(full ? m.submitWaitlist : noDiscount ? m.submit : m.submitMember)}
      </Button>
    </form>
  );
}
