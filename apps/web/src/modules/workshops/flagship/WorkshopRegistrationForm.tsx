import { FIELD_LIMITS, FLAGSHIP_REGISTRATION_LIMITS, formatBerlinDateTime } from '@platform/domain';
import { Alert, Button, SelectField, TextAreaField, TextField } from '@platform/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { serverFieldErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { emailFieldError, formMessages } from '../../../shared/forms/form-messages';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { ApiRequestError } from '../../../shared/http/post-json';
import { PATHS } from '../../../shared/paths';
import {
  EXPERIENCE_LEVELS,
  registerForMarketingWorkshop,
  type ExperienceLevel,
  type MarketingWorkshopSeat,
} from './register-for-marketing-workshop';
import { useFlagshipSessions } from './useFlagshipSessions';
import { FlagshipDateChoice } from './FlagshipDateChoice';

const m = defineMessages({
  name: { id: 'flagship.form.name', defaultMessage: 'Name' },
  email: { id: 'flagship.form.email', defaultMessage: 'E-Mail-Adresse' },
  organisation: { id: 'flagship.form.organisation', defaultMessage: 'Organisation' },
  organisationHint: {
    id: 'flagship.form.organisationHint',
    defaultMessage: 'Zum Beispiel Ihr Verein, Unternehmen oder Projekt.',
  },
  experience: { id: 'flagship.form.experience', defaultMessage: 'Vorerfahrung' },
  experienceUnset: { id: 'flagship.form.experience.unset', defaultMessage: 'Keine Angabe' },
  experience_none: {
    id: 'flagship.form.experience.none',
    defaultMessage: 'Keine – ich fange gerade erst an',
  },
  experience_basic: {
    id: 'flagship.form.experience.basic',
    defaultMessage: 'Erste Erfahrungen, z. B. mit Website-Baukästen',
  },
  experience_advanced: {
    id: 'flagship.form.experience.advanced',
    defaultMessage: 'Fortgeschritten – ich programmiere selbst',
  },
  goals: { id: 'flagship.form.goals', defaultMessage: 'Was möchten Sie im Workshop erreichen?' },
  goalsHint: {
    id: 'flagship.form.goalsHint',
    defaultMessage: 'Zum Beispiel: eine Website für unseren Verein mit Terminkalender.',
  },
  goalsRequired: {
    id: 'flagship.form.goalsRequired',
    defaultMessage: 'Bitte beschreiben Sie kurz, was Sie erreichen möchten.',
  },
  message: { id: 'flagship.form.message', defaultMessage: 'Nachricht' },
  submit: { id: 'flagship.form.submit', defaultMessage: 'Jetzt anmelden' },
  sending: { id: 'flagship.form.sending', defaultMessage: 'Wird gesendet...' },
  error: {
    id: 'flagship.form.error',
    defaultMessage: 'Die Anmeldung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
  successTitle: { id: 'flagship.form.success.title', defaultMessage: 'Anmeldung erfolgreich!' },
  newRegistration: { id: 'flagship.form.success.again', defaultMessage: 'Neue Anmeldung' },
  datesLoading: { id: 'flagship.form.dates.loading', defaultMessage: 'Termine werden geladen…' },
  noDates: {
    id: 'flagship.form.dates.none',
    defaultMessage:
      'Zurzeit stehen keine Termine fest. Melden Sie sich trotzdem an – wir melden uns bei Ihnen, sobald es einen Termin gibt.',
  },
  datesFailed: {
    id: 'flagship.form.dates.failed',
    defaultMessage:
      'Die Termine konnten gerade nicht geladen werden. Sie können sich trotzdem anmelden – wir melden uns dann mit einem Termin bei Ihnen.',
  },
  waitlistHint: {
    id: 'flagship.form.dates.waitlistHint',
    defaultMessage:
      'Dieser Termin ist ausgebucht: Mit Ihrer Anmeldung kommen Sie auf die Warteliste und rücken automatisch nach, sobald ein Platz frei wird.',
  },
  submitWaitlist: { id: 'flagship.form.submitWaitlist', defaultMessage: 'Auf die Warteliste' },
});

const FIELDS = ['name', 'email', 'organisation', 'experience', 'goals', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Status = 'idle' | 'submitting' | 'success' | 'error';

const EMPTY: Values = {
  name: '',
  email: '',
  organisation: '',
  experience: '',
  goals: '',
  message: '',
};

function isExperienceLevel(value: string): value is ExperienceLevel {
  return (EXPERIENCE_LEVELS as readonly string[]).includes(value);
}

/** Registration for the workshop "Websites mit KI", with a success screen. */
export function WorkshopRegistrationForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [values, setValues] = useState<Values>(EMPTY);
  const { formRef, errors, setErrors, clearErrors, showErrors } = useFormErrors(FIELDS);
  const [status, setStatus] = useState<Status>('idle');
  const [registered, setRegistered] = useState<{
    name: string;
    email: string;
    seat: MarketingWorkshopSeat | null;
    startsAt: string | null;
  } | null>(null);
  const [dates, reloadDates] = useFlagshipSessions();
  const [sessionId, setSessionId] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const sessions = dates.kind === 'ready' ? dates.sessions : [];
  // The picked date, else the first with seats left, else the first (then the waitlist).
  const chosen =
    sessions.find((session) => session.id === sessionId) ??
    sessions.find((session) => session.availableSpots > 0) ??
    sessions[0] ??
    null;
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const returningFromSuccess = useRef(false);

  useEffect(() => {
    if (status === 'success') successHeadingRef.current?.focus();
    else if (returningFromSuccess.current) {
      returningFromSuccess.current = false;
      nameRef.current?.focus();
    }
  }, [status]);

  const validate = (input: Values): FieldErrors<Field> => {
    const found: FieldErrors<Field> = {};
    if (!input.name.trim()) found.name = t(formMessages.nameRequired);
    found.email = emailFieldError(intl, input.email);
    if (!input.goals.trim()) found.goals = t(m.goalsRequired);
    return found;
  };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearErrors([field]);
    if (status === 'error') setStatus('idle');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting' || dates.kind === 'loading') return;
    const found = validate(values);
    if (showErrors(found)) {
      setStatus('idle');
      return;
    }
    setStatus('submitting');
    const name = values.name.trim();
    const email = values.email.trim();
    try {
      const seat = await registerForMarketingWorkshop({
        name,
        email,
        goals: values.goals.trim(),
        organisation: values.organisation.trim() || undefined,
        experience: isExperienceLevel(values.experience) ? values.experience : undefined,
        message: values.message.trim() || undefined,
        sessionId: chosen?.id,
        joinWaitlist: chosen ? chosen.availableSpots <= 0 : undefined,
      });
      setRegistered({
        name: seat?.name ?? name,
        email: seat?.email ?? email,
        seat,
        startsAt: chosen?.startsAt ?? null,
      });
      reloadDates();
      setValues(EMPTY);
      setStatus('success');
    } catch (error) {
      console.error('[workshop] The registration failed.', error);
      const fromServer = serverFieldErrors(error, FIELDS);
      showErrors(fromServer);
      // A refusal about the date (full, already registered, no longer offered) comes with the
      // server's message in the reader's language; the seats shown are refreshed.
      const aboutDate =
        error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
      setServerError(aboutDate && Object.keys(fromServer).length === 0 ? error.message : null);
      if (aboutDate) reloadDates();
      setStatus('error');
    }
  };

  const startOver = () => {
    returningFromSuccess.current = true;
    setRegistered(null);
    setErrors({});
    setServerError(null);
    setStatus('idle');
  };

  if (status === 'success' && registered) {
    return (
      <div className="workshop-success">
        <h3 ref={successHeadingRef} tabIndex={-1} className="workshop-success__title">
          {t(m.successTitle)}
        </h3>
        <SuccessText
          name={registered.name}
          email={registered.email}
          seat={registered.seat}
          startsAt={registered.startsAt}
        />
        {registered.seat === null && (
          <p>
            <FormattedMessage
              id="flagship.form.success.text"
              defaultMessage="Vielen Dank, {name}! Wir haben Ihre Anmeldung erhalten und schicken Ihnen alle Details zum nächsten Termin an {email}."
              values={{ name: registered.name, email: <strong>{registered.email}</strong> }}
            />
          </p>
        )}
        <Button variant="secondary" onClick={startOver}>
          {t(m.newRegistration)}
        </Button>
      </div>
    );
  }

  const optional = t(formMessages.optional);
  return (
    <form ref={formRef} className="mk-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="mk-form__row">
        <TextField
          ref={nameRef}
          name="name"
          label={t(m.name)}
          autoComplete="name"
          required
          maxLength={FLAGSHIP_REGISTRATION_LIMITS.name}
          value={values.name}
          error={errors.name}
          onChange={(event) => change('name', event.target.value)}
        />
        <TextField
          name="email"
          type="email"
          label={t(m.email)}
          autoComplete="email"
          inputMode="email"
          required
          maxLength={FIELD_LIMITS.email}
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email', event.target.value)}
        />
      </div>
      <div className="mk-form__row">
        <TextField
          name="organisation"
          label={t(m.organisation)}
          optionalLabel={optional}
          hint={t(m.organisationHint)}
          autoComplete="organization"
          maxLength={FLAGSHIP_REGISTRATION_LIMITS.organisation}
          value={values.organisation}
          error={errors.organisation}
          onChange={(event) => change('organisation', event.target.value)}
        />
        <SelectField
          name="experience"
          label={t(m.experience)}
          optionalLabel={optional}
          value={values.experience}
          error={errors.experience}
          onChange={(event) => change('experience', event.target.value)}
        >
          <option value="">{t(m.experienceUnset)}</option>
          {EXPERIENCE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(m[`experience_${level}`])}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        name="goals"
        label={t(m.goals)}
        hint={t(m.goalsHint)}
        rows={3}
        required
        maxLength={FLAGSHIP_REGISTRATION_LIMITS.goals}
        value={values.goals}
        error={errors.goals}
        onChange={(event) => change('goals', event.target.value)}
      />
      <TextAreaField
        name="message"
        label={t(m.message)}
        optionalLabel={optional}
        rows={3}
        maxLength={FLAGSHIP_REGISTRATION_LIMITS.message}
        value={values.message}
        error={errors.message}
        onChange={(event) => change('message', event.target.value)}
      />

      {dates.kind === 'loading' && (
        <p role="status" className="mk-form__note">
          {t(m.datesLoading)}
        </p>
      )}
      {sessions.length > 0 && (
        <FlagshipDateChoice sessions={sessions} value={chosen?.id ?? ''} onChange={setSessionId} />
      )}
      {chosen && chosen.availableSpots <= 0 && <p className="mk-form__note">{t(m.waitlistHint)}</p>}
      {dates.kind === 'ready' && sessions.length === 0 && (
        <Alert tone="info">
          <p>{t(m.noDates)}</p>
        </Alert>
      )}
      {dates.kind === 'failed' && (
        <Alert tone="info">
          <p>{t(m.datesFailed)}</p>
        </Alert>
      )}

      {status === 'error' && (
        <Alert tone="danger" live="assertive">
          <p>{serverError ?? t(m.error)}</p>
        </Alert>
      )}

      <p className="mk-form__note">
        <FormattedMessage
          id="flagship.form.privacy"
          defaultMessage="Wir verwenden Ihre Angaben nur, um den Workshop zu organisieren. Mehr dazu in der <link>Datenschutzerklärung</link>."
          values={{ link: (chunks) => <Link to={PATHS.privacy}>{chunks}</Link> }}
        />
      </p>

      <div className="mk-form__actions">
        <Button type="submit" loading={status === 'submitting'} loadingLabel={t(m.sending)}>
          {chosen && chosen.availableSpots <= 0 ? t(m.submitWaitlist) : t(m.submit)}
        </Button>
      </div>
    </form>
  );
}

/** What the success screen says about the seat: confirmed or waitlisted, with the date. */
function SuccessText({
  name,
  email,
  seat,
  startsAt,
}: {
  name: string;
  email: string;
  seat: MarketingWorkshopSeat | null;
  startsAt: string | null;
}) {
  const intl = useIntl();
  if (!seat || !startsAt) return null;
  const date = formatBerlinDateTime(startsAt, intl.locale);
  return seat.status === 'confirmed' ? (
    <p>
      <FormattedMessage
        id="flagship.form.success.confirmed"
        defaultMessage="Vielen Dank, {name}! Ihr Platz am {date} ist reserviert. Die Bestätigung mit Kalenderdatei (.ics) und einem Link zum Stornieren haben wir an {email} geschickt."
        values={{ name, date: <strong>{date}</strong>, email: <strong>{email}</strong> }}
      />
    </p>
  ) : (
    <p>
      <FormattedMessage
        id="flagship.form.success.waitlisted"
        defaultMessage="Vielen Dank, {name}! Der Termin am {date} ist ausgebucht – Sie stehen auf der Warteliste. Wird ein Platz frei, rücken Sie automatisch nach und bekommen eine E-Mail an {email}."
        values={{ name, date: <strong>{date}</strong>, email: <strong>{email}</strong> }}
      />
    </p>
  );
}
