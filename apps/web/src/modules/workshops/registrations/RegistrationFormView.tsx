import { FIELD_LIMITS, REGISTRATION_LIMITS } from '@platform/domain';
import { Alert, Button, TextAreaField, TextField } from '@platform/ui';
import {
  Suspense,
  lazy,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { serverFieldErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { looksLikeEmail } from '../../../shared/forms/form-messages';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { checkoutMessages as cm } from './checkout/checkout-messages';
import type { CheckoutVariables } from './checkout/seat-checkout-types';
import { RegistrationDone } from './RegistrationDone';
import { registrationMessages as rm } from './registration-messages';
import {
  SessionChoice,
  type SessionChoiceMessages,
  type SessionOption,
} from '../sessions/SessionChoice';

/**
 * The paid seat's summary (with the billing module's address fields and price terms) loads when
 * it is needed, not with the workshop page: the page's first HTML asks for less JavaScript, and
 * the form fetches it once the page is interactive (for a paid seat).
 */
const loadSeatCheckout = () => import('./checkout/SeatCheckout');
const SeatCheckout = lazy(async () => ({ default: (await loadSeatCheckout()).SeatCheckout }));

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
  /** Their controls' names in form order (after name and e-mail). */
  names: readonly string[];
  /** Rendered after the name and e-mail, with the messages to show beside them. */
  fields: (errors: FieldErrors<string>) => ReactNode;
  /** Their problems by control name; empty when fine. */
  validate: () => FieldErrors<string>;
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
  /**
   * Sends the registration; rejects when it failed (the fields the server names show its
   * messages; anything else is the caller's `error`).
   */
  submit: (request: RegistrationRequest) => Promise<RegistrationResult>;
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
  const [step, setStep] = useState<'details' | 'summary'>('details');
  const [done, setDone] = useState<{ result: RegistrationResult; request: RegistrationRequest }>();
  const wasDone = useRef(false);
  const extraNames = extra?.names;
  const fields = useMemo(
    () => [...(guest ? ['name', 'email'] : []), ...(extraNames ?? [])],
    [guest, extraNames],
  );
  const { formRef, formProps, errors, showErrors } = useFormErrors(fields);
  // The picked date, else the first with seats left, else the first (then the waitlist).
  const session =
    sessions.find((s) => s.id === sessionId) ??
    sessions.find((s) => s.availableSpots > 0) ??
    sessions[0] ??
    null;
  const full = session ? session.availableSpots <= 0 : false;
  const paid = priceCents > 0;
  // A paid seat's summary is fetched once the page is interactive, before it is asked for.
  useEffect(() => {
    if (paid) void loadSeatCheckout();
  }, [paid]);

  // Back from the end screen ("new registration"): the name field is the place to start.
  useEffect(() => {
    if (done) wasDone.current = true;
    else if (wasDone.current) {
      wasDone.current = false;
      const first = formRef.current?.elements.namedItem('name');
      if (first instanceof HTMLElement) first.focus();
    }
  }, [done, formRef]);
  const again = () => {
    setDone(undefined);
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
    let result: RegistrationResult;
    try {
      result = await submit(request);
    } catch (caught) {
      // The server's field messages beside the fields; anything else is shown from `error`.
      showErrors(serverFieldErrors(caught, fields));
      return;
    }
    setDone({ result, request });
    if (guest) {
      setName('');
      setEmail('');
    }
    setNotes('');
    onRegistered?.(result);
  };

  const detailsOk = () => {
    const found: FieldErrors<string> = {};
    if (guest && !name.trim()) found.name = t(m.nameRequired);
    if (guest && !looksLikeEmail(email)) found.email = t(m.emailRequired);
    // The variant's fields show their problems too; the first in form order gets the focus.
    Object.assign(found, extra?.validate());
    return !showErrors(found);
  };

  if (step === 'summary' && session)
    return (
      <Suspense fallback={<p role="status">{t(cm.loading)}</p>}>
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
      </Suspense>
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
      {...formProps}
      className={className}
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
            name="name"
            label={t(m.name)}
            required
            autoComplete="name"
            maxLength={nameMaxLength}
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            name="email"
            type="email"
            label={t(m.email)}
            required
            autoComplete="email"
            inputMode="email"
            maxLength={FIELD_LIMITS.email}
            value={email}
            error={errors.email}
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
      {extra?.fields(errors)}
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
