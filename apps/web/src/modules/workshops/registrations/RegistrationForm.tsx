import { useMutation } from '@apollo/client/react';
import { FIELD_LIMITS, REGISTRATION_LIMITS } from '@platform/domain';
import { Alert, Button, TextAreaField, TextField } from '@platform/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { serverFieldErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { looksLikeEmail } from '../../../shared/forms/form-messages';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { graphql } from '../../../graphql/generated';
import { checkoutMessages as cm } from './checkout/checkout-messages';
import { SeatCheckout } from './checkout/SeatCheckout';
import { SeatConfirmation } from './checkout/SeatConfirmation';
import type { CheckoutVariables } from './checkout/seat-checkout-types';
import { registrationMessages as m } from './registration-messages';
import { SessionChoice, type SessionOption } from '../sessions/SessionChoice';

const RegisterGuestMutation = graphql(`
  mutation RegisterGuest(
    $sessionId: ID!
    $name: String!
    $email: String!
    $joinWaitlist: Boolean
    $checkout: CheckoutInput
  ) {
    registerGuest(
      sessionId: $sessionId
      name: $name
      email: $email
      joinWaitlist: $joinWaitlist
      checkout: $checkout
    ) {
      id
      status
      invoices {
        number
        kind
        grossCents
        dueAt
      }
    }
  }
`);

const RegisterForWorkshopMutation = graphql(`
  mutation RegisterForWorkshop(
    $sessionId: ID!
    $notes: String
    $joinWaitlist: Boolean
    $checkout: CheckoutInput
  ) {
    registerForWorkshop(
      sessionId: $sessionId
      notes: $notes
      joinWaitlist: $joinWaitlist
      checkout: $checkout
    ) {
      id
      status
      invoices {
        number
        kind
        grossCents
        dueAt
      }
    }
  }
`);

/** A guest's fields in form order (a member's account gives name and address). */
const GUEST_FIELDS = ['name', 'email'] as const;
type GuestField = (typeof GUEST_FIELDS)[number];

/** What the form needs to know of the workshop for the summary of a paid seat. */
export interface RegistrationWorkshop {
  title: string;
  format: string;
  location: string | null;
}

export type RegistrationVariant =
  | { kind: 'guest' }
  /** A signed-in member: the account's name and address; `submitLabel` for the free step. */
  | { kind: 'member'; name: string; email: string; discount: boolean };

export interface RegistrationFormProps {
  variant: RegistrationVariant;
  workshop: RegistrationWorkshop;
  sessions: readonly SessionOption[];
  /** What this person pays for a seat (member price for members with benefits). */
  priceCents: number;
  refetchQueries: string[];
  /**
   * Called after registering. A member's card then shows the registration (the refetch
   * replaces this form), so it shows `RegistrationDone` itself.
   */
  onRegistered?: (done: RegistrationResult) => void;
}

export interface RegistrationResult {
  status: 'confirmed' | 'waitlisted';
  invoice: { number: string; grossCents: number; dueAt: string | null } | null;
}

/**
 * The one registration form of a workshop: the date, then for guests name and e-mail, for
 * members optional notes. A free seat is registered with this one step; a paid seat goes
 * through the summary (address, terms, "Zahlungspflichtig anmelden") and ends on the
 * confirmation with the invoice and how to pay.
 */
export function RegistrationForm({
  variant,
  workshop,
  sessions,
  priceCents,
  refetchQueries,
  onRegistered,
}: RegistrationFormProps) {
  const t = useIntl().formatMessage;
  const guest = variant.kind === 'guest';
  const [sessionId, setSessionId] = useState(sessions[0]?.id ?? '');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [notes, setNotes] = useState('');
  const [step, setStep] = useState<'details' | 'summary'>('details');
  const [done, setDone] = useState<RegistrationResult | null>(null);
  const { formProps, errors, showErrors } = useFormErrors(GUEST_FIELDS);
  const options = { refetchQueries, awaitRefetchQueries: true };
  const [registerGuest, guestState] = useMutation(RegisterGuestMutation, options);
  const [registerMember, memberState] = useMutation(RegisterForWorkshopMutation, options);
  const { loading, error } = guest ? guestState : memberState;
  const session = sessions.find((s) => s.id === sessionId) ?? sessions[0];
  const full = session ? session.availableSpots <= 0 : false;
  const paid = priceCents > 0;
  const server = error ? serverErrorOf(error) : null;

  if (!session) return <p>{t(m.noSessions)}</p>;

  if (done)
    return (
      <RegistrationDone
        done={done}
        paid={paid}
        email={guest ? email.trim() : variant.email}
        guest={guest}
      />
    );

  const register = async (checkout: CheckoutVariables | null) => {
    try {
      const common = { sessionId: session.id, joinWaitlist: full, checkout };
      const result = guest
        ? (
            await registerGuest({
              variables: { ...common, name: name.trim(), email: email.trim() },
            })
          ).data?.registerGuest
        : (await registerMember({ variables: { ...common, notes: notes.trim() || null } })).data
            ?.registerForWorkshop;
      if (!result) return;
      const status = result.status === 'waitlisted' ? 'waitlisted' : 'confirmed';
      const invoice = result.invoices.find((i) => i.kind === 'invoice') ?? null;
      setDone({ status, invoice });
      onRegistered?.({ status, invoice });
    } catch (caught) {
      // The server's field messages beside the fields; anything else is shown from `error`.
      showErrors(serverFieldErrors(caught, GUEST_FIELDS));
    }
  };

  const detailsOk = () => {
    const found: FieldErrors<GuestField> = {};
    if (guest && !name.trim()) found.name = t(m.nameRequired);
    if (guest && !looksLikeEmail(email)) found.email = t(m.emailRequired);
    return !showErrors(found);
  };

  if (step === 'summary')
    return (
      <SeatCheckout
        seat={{
          title: workshop.title,
          format: workshop.format,
          location: workshop.location,
          startsAt: session.startsAt,
          priceCents,
          name: guest ? name.trim() : variant.name,
          email: guest ? email.trim() : variant.email,
          waitlist: full,
        }}
        loading={loading}
        error={server ? (server.message ?? t(m.failed)) : undefined}
        onSubmit={(checkout) => void register(checkout)}
        onBack={() => setStep('details')}
      />
    );

  const submitLabel = paid
    ? cm.next
    : full
      ? m.submitWaitlist
      : !guest && variant.discount
        ? m.submitMember
        : m.submit;

  return (
    <form
      {...formProps}
      className="academy-register"
      onSubmit={(event) => {
        event.preventDefault();
        if (!detailsOk()) return;
        if (paid) setStep('summary');
        else void register(null);
      }}
    >
      {guest ? (
        <p>{t(m.guestIntro)}</p>
      ) : (
        <p className="academy-register__who">{t(m.signedInAs, { email: variant.email })}</p>
      )}
      {sessions.length > 1 && (
        <SessionChoice sessions={sessions} value={session.id} onChange={setSessionId} />
      )}
      {full && <p>{t(m.full)}</p>}
      {guest ? (
        <>
          <TextField
            name="name"
            label={t(m.guestName)}
            required
            autoComplete="name"
            maxLength={REGISTRATION_LIMITS.name}
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            name="email"
            type="email"
            label={t(m.guestEmail)}
            required
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </>
      ) : (
        <TextAreaField
          label={t(m.notes)}
          optionalLabel={t(m.optional)}
          rows={3}
          maxLength={REGISTRATION_LIMITS.notes}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      )}
      {server && Object.keys(server.fields).length === 0 && (
        <Alert tone="danger" live="assertive" title={t(m.failed)}>
          {server.message && <p>{server.message}</p>}
        </Alert>
      )}
      <Button type="submit" fullWidth loading={loading} loadingLabel={t(m.submitting)}>
        {t(submitLabel)}
      </Button>
    </form>
  );
}

/** The end of a registration: the paid seat's confirmation (invoice, how to pay) or a note. */
export function RegistrationDone({
  done,
  paid,
  email,
  guest,
}: {
  done: RegistrationResult;
  paid: boolean;
  email: string;
  guest: boolean;
}) {
  const t = useIntl().formatMessage;
  if (paid)
    return (
      <SeatConfirmation status={done.status} email={email} invoice={done.invoice} guest={guest} />
    );
  return (
    <div ref={(el) => el?.focus()} tabIndex={-1}>
      <Alert tone="success">
        {t(done.status === 'waitlisted' ? m.successWaitlist : m.success)}
      </Alert>
    </div>
  );
}
