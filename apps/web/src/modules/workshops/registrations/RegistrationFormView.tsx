import { FIELD_LIMITS, REGISTRATION_LIMITS } from '@platform/domain';
import { Alert, Button, TextAreaField, TextField } from '@platform/ui';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { looksLikeEmail } from '../../../shared/forms/form-messages';
import { checkoutMessages as cm } from './checkout/checkout-messages';
import { SeatCheckout } from './checkout/SeatCheckout';
import type { CheckoutVariables } from './checkout/seat-checkout-types';
import { RegistrationDone } from './RegistrationDone';
import { registrationMessages as rm } from './registration-messages';
import {
  SessionChoice,
  type SessionChoiceMessages,
  type SessionOption,
} from '../sessions/SessionChoice';

/** What the form needs to know of the workshop for the summary of a paid seat. */
export interface RegistrationWorkshop {
  title: string;
  format: string;
  location: string | null;
}

export type RegistrationVariant =
  | { kind: 'guest' }
  /** A signed-in member: the account's name and address; `discount`: the member price applies. */
  | { kind: 'member'; name: string; email: string; discount: boolean };

export interface RegistrationResult {
  status: 'confirmed' | 'waitlisted';
  invoice: { number: string; grossCents: number; dueAt: string | null } | null;
  /** Who holds the seat when the server says (a signed-in member's account). */
  holder?: { name: string; email: string };
}

/** What was sent: the date (absent when none was offered), who, and the paid seat's checkout. */
export interface RegistrationRequest {
  session: SessionOption | null;
  joinWaitlist: boolean;
  name: string;
  email: string;
  notes: string;
  checkout: CheckoutVariables | null;
}

/** The texts of the form; a page whose catalogue lacks `academy.*` passes its own. */
export interface RegistrationTexts {
  /** Above a guest's fields ("without an account"); null: none. */
  guestIntro: MessageDescriptor | null;
  signedInAs: MessageDescriptor;
  name: MessageDescriptor;
  email: MessageDescriptor;
  nameRequired: MessageDescriptor;
  emailRequired: MessageDescriptor;
  notes: MessageDescriptor;
  optional: MessageDescriptor;
  /** Under a full date: the order is for the waitlist. */
  full: MessageDescriptor;
  failed: MessageDescriptor;
  submit: MessageDescriptor;
  submitMember: MessageDescriptor;
  submitWaitlist: MessageDescriptor;
  submitting: MessageDescriptor;
  noSessions: MessageDescriptor;
  sessions?: SessionChoiceMessages;
}

const ACADEMY_TEXTS: RegistrationTexts = {
  guestIntro: rm.guestIntro,
  signedInAs: rm.signedInAs,
  name: rm.guestName,
  email: rm.guestEmail,
  nameRequired: rm.nameRequired,
  emailRequired: rm.emailRequired,
  notes: rm.notes,
  optional: rm.optional,
  full: rm.full,
  failed: rm.failed,
  submit: rm.submit,
  submitMember: rm.submitMember,
  submitWaitlist: rm.submitWaitlist,
  submitting: rm.submitting,
  noSessions: rm.noSessions,
};

/** Fields a variant adds (the flagship's organisation, experience, goals, message). */
export interface ExtraFields {
  /** Rendered after the name and e-mail. */
  fields: ReactNode;
  /** Shows their problems and focuses the first; true when fine. */
  validate: () => boolean;
}

/** What an end screen gets: the result, what was sent, and the way back to an empty form. */
export interface DoneScreenProps {
  done: RegistrationResult;
  request: RegistrationRequest;
  again: () => void;
}

export interface RegistrationFormViewProps {
  variant: RegistrationVariant;
  workshop: RegistrationWorkshop;
  sessions: readonly SessionOption[];
  /** What this person pays for a seat (member price for members with benefits). */
  priceCents: number;
  /** Sends the registration; null when it failed (the caller passes `error`). */
  submit: (request: RegistrationRequest) => Promise<RegistrationResult | null>;
  loading: boolean;
  /** The server's refusal: its message and the fields it names (in the reader's language). */
  error: { message: string | null; fields: Partial<Record<string, string>> } | null;
  texts?: RegistrationTexts;
  extra?: ExtraFields;
  /** The form is sent without a date (none offered: the sign-up is stored, we get in touch). */
  withoutSession?: boolean;
  /** Said where the dates would be (loading, none, failed); shown instead of "no dates". */
  sessionsNote?: ReactNode;
  /** Under the fields, before the button (e.g. the privacy note). */
  footer?: ReactNode;
  /** The end screen; by default the paid seat's confirmation or a short note. */
  DoneScreen?: ComponentType<DoneScreenProps>;
  /** After a registration went through. */
  onRegistered?: (done: RegistrationResult) => void;
  /** Block class of the form (`academy-register` on the workshop pages). */
  className?: string;
  /** The server's limit for the name (the flagship's path takes fewer characters). */
  nameMaxLength?: number;
}

/**
 * The one registration form of a workshop (the detail page, a member's card and the flagship
 * page): the date, then a guest's name and e-mail or a member's notes, then the variant's own
 * fields. A free seat is registered with this one step; a paid seat goes through the summary
 * (address, terms, "Zahlungspflichtig anmelden") and ends on the confirmation with the invoice.
 * How it is sent is the caller's (`submit`): GraphQL on the Academy, the flagship's own path.
 */
export function RegistrationFormView({
  variant,
  workshop,
  sessions,
  priceCents,
  submit,
  loading,
  error,
  texts: m = ACADEMY_TEXTS,
  extra,
  withoutSession = false,
  sessionsNote,
  footer,
  DoneScreen,
  onRegistered,
  className = 'academy-register',
  nameMaxLength = REGISTRATION_LIMITS.name,
}: RegistrationFormViewProps) {
  const t = useIntl().formatMessage;
  const guest = variant.kind === 'guest';
  const [sessionId, setSessionId] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [notes, setNotes] = useState('');
  const [touched, setTouched] = useState(false);
  const [step, setStep] = useState<'details' | 'summary'>('details');
  const [done, setDone] = useState<{ result: RegistrationResult; request: RegistrationRequest }>();
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const wasDone = useRef(false);
  // The picked date, else the first with seats left, else the first (then the waitlist).
  const session =
    sessions.find((s) => s.id === sessionId) ??
    sessions.find((s) => s.availableSpots > 0) ??
    sessions[0] ??
    null;
  const full = session ? session.availableSpots <= 0 : false;
  const paid = priceCents > 0;
  const nameError = touched && !name.trim() ? t(m.nameRequired) : error?.fields.name;
  const emailError = touched && !looksLikeEmail(email) ? t(m.emailRequired) : error?.fields.email;

  // Back from the end screen ("new registration"): the name field is the place to start.
  useEffect(() => {
    if (done) wasDone.current = true;
    else if (wasDone.current) {
      wasDone.current = false;
      nameRef.current?.focus();
    }
  }, [done]);
  const again = () => {
    setDone(undefined);
    setTouched(false);
    setStep('details');
  };

  if (!session && !withoutSession) return <>{sessionsNote ?? <p>{t(m.noSessions)}</p>}</>;

  const who = {
    name: guest ? name.trim() : variant.name,
    email: guest ? email.trim() : variant.email,
  };

  if (done)
    return DoneScreen ? (
      <DoneScreen done={done.result} request={done.request} again={again} />
    ) : (
      <RegistrationDone
        done={done.result}
        paid={paid}
        email={done.result.holder?.email ?? done.request.email}
        guest={guest}
      />
    );

  const register = async (checkout: CheckoutVariables | null) => {
    const request: RegistrationRequest = {
      session,
      joinWaitlist: full,
      ...who,
      notes: notes.trim(),
      checkout,
    };
    const result = await submit(request);
    if (!result) return;
    setDone({ result, request });
    if (guest) {
      setName('');
      setEmail('');
    }
    setNotes('');
    onRegistered?.(result);
  };

  const detailsOk = () => {
    setTouched(true);
    // The variant's fields (after these) show their problems too; the first problem in the
    // form's order gets the focus, so name and e-mail are checked last.
    const extraOk = extra ? extra.validate() : true;
    if (guest && !name.trim()) {
      nameRef.current?.focus();
      return false;
    }
    if (guest && !looksLikeEmail(email)) {
      emailRef.current?.focus();
      return false;
    }
    return extraOk;
  };

  if (step === 'summary' && session)
    return (
      <SeatCheckout
        seat={{
          title: workshop.title,
          format: workshop.format,
          location: workshop.location,
          startsAt: session.startsAt,
          priceCents,
          ...who,
          waitlist: full,
        }}
        loading={loading}
        error={error ? (error.message ?? t(m.failed)) : undefined}
        onSubmit={(checkout) => void register(checkout)}
        onBack={() => setStep('details')}
      />
    );

  const submitLabel: MessageDescriptor = paid
    ? cm.next
    : full
      ? m.submitWaitlist
      : !guest && variant.discount
        ? m.submitMember
        : m.submit;
  const unnamedError = error && Object.keys(error.fields).length === 0;

  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (loading || !detailsOk()) return;
        if (paid && session) setStep('summary');
        else void register(null);
      }}
    >
      {guest ? (
        m.guestIntro && <p>{t(m.guestIntro)}</p>
      ) : (
        <p className="academy-register__who">{t(m.signedInAs, { email: variant.email })}</p>
      )}
      {session && sessions.length > 1 && (
        <SessionChoice
          sessions={sessions}
          value={session.id}
          onChange={setSessionId}
          messages={m.sessions}
        />
      )}
      {!session && sessionsNote}
      {full && <p className={`${className}__note`}>{t(m.full)}</p>}
      {guest ? (
        <div className={`${className}__row`}>
          <TextField
            ref={nameRef}
            name="name"
            label={t(m.name)}
            required
            autoComplete="name"
            maxLength={nameMaxLength}
            value={name}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            ref={emailRef}
            name="email"
            type="email"
            label={t(m.email)}
            required
            autoComplete="email"
            inputMode="email"
            maxLength={FIELD_LIMITS.email}
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
      ) : (
        !extra && (
          <TextAreaField
            label={t(m.notes)}
            optionalLabel={t(m.optional)}
            rows={3}
            maxLength={REGISTRATION_LIMITS.notes}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        )
      )}
      {extra?.fields}
      {unnamedError && (
        <Alert tone="danger" live="assertive" title={t(m.failed)}>
          {error.message && <p>{error.message}</p>}
        </Alert>
      )}
      {footer}
      <Button type="submit" fullWidth loading={loading} loadingLabel={t(m.submitting)}>
        {t(submitLabel)}
      </Button>
    </form>
  );
}
