import { FLAGSHIP_REGISTRATION_LIMITS, formatBerlinDateTime } from '@platform/domain';
import { Alert, Button, SelectField, TextAreaField, TextField } from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { serverFieldErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { formMessages } from '../../../shared/forms/form-messages';
import { ApiRequestError } from '../../../shared/http/post-json';
import { PATHS } from '../../../shared/paths';
import {
  type DoneScreenProps,
  RegistrationFormView,
  type RegistrationRequest,
  type RegistrationResult,
  type RegistrationTexts,
} from '../registrations/RegistrationFormView';
import {
  EXPERIENCE_LEVELS,
  registerForMarketingWorkshop,
  type ExperienceLevel,
} from './register-for-marketing-workshop';
import { useFlagshipSessions } from './useFlagshipSessions';

const m = defineMessages({
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
});

const submitLabel = defineMessage({ id: 'flagship.form.submit', defaultMessage: 'Jetzt anmelden' });

// The shared form's texts under this page's ids: the page loads only the `flagship.` catalogue.
const TEXTS: RegistrationTexts = {
  guestIntro: null,
  signedInAs: defineMessage({
    id: 'flagship.form.signedInAs',
    defaultMessage: 'Angemeldet als {email}',
  }),
  name: defineMessage({ id: 'flagship.form.name', defaultMessage: 'Name' }),
  email: defineMessage({ id: 'flagship.form.email', defaultMessage: 'E-Mail-Adresse' }),
  nameRequired: formMessages.nameRequired,
  emailRequired: formMessages.emailInvalid,
  notes: m.message,
  optional: formMessages.optional,
  full: defineMessage({
    id: 'flagship.form.dates.waitlistHint',
    defaultMessage:
      'Dieser Termin ist ausgebucht: Mit Ihrer Anmeldung kommen Sie auf die Warteliste und rücken automatisch nach, sobald ein Platz frei wird.',
  }),
  failed: defineMessage({
    id: 'flagship.form.error',
    defaultMessage: 'Die Anmeldung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  }),
  submit: submitLabel,
  submitMember: submitLabel,
  submitWaitlist: defineMessage({
    id: 'flagship.form.submitWaitlist',
    defaultMessage: 'Auf die Warteliste',
  }),
  submitting: defineMessage({ id: 'flagship.form.sending', defaultMessage: 'Wird gesendet...' }),
  noSessions: m.noDates,
  sessions: {
    legend: defineMessage({ id: 'flagship.form.dates.legend', defaultMessage: 'Termin wählen' }),
    full: defineMessage({
      id: 'flagship.form.dates.full',
      defaultMessage: 'ausgebucht – Warteliste',
    }),
    spots: defineMessage<{ count: number }>({
      id: 'flagship.form.dates.spots',
      defaultMessage: '{count, plural, one {# Platz frei} other {# Plätze frei}}',
    }),
    more: defineMessage<{ count: number }>({
      id: 'flagship.form.dates.more',
      defaultMessage:
        '{count, plural, one {# weiteren Termin zeigen} other {# weitere Termine zeigen}}',
    }),
    fewer: defineMessage({
      id: 'flagship.form.dates.fewer',
      defaultMessage: 'Nur die nächsten Termine zeigen',
    }),
  },
};

/** The flagship's own fields (its spec: organisation, prior experience, goals, message). */
const EXTRA_FIELDS = ['organisation', 'experience', 'goals', 'message'] as const;
type ExtraField = (typeof EXTRA_FIELDS)[number];
type ExtraValues = Record<ExtraField, string>;
const EMPTY: ExtraValues = { organisation: '', experience: '', goals: '', message: '' };

function isExperienceLevel(value: string): value is ExperienceLevel {
  return (EXPERIENCE_LEVELS as readonly string[]).includes(value);
}

/** The flagship's workshop (free), for the shared form; its sign-ups go to its own path. */
const FLAGSHIP_WORKSHOP = { title: 'Websites mit KI', format: 'in_person', location: null };

/**
 * Registration for the workshop "Websites mit KI": the Academy's registration form with this
 * workshop's extra fields, its dates from the Academy, and a success screen.
 */
export function FlagshipRegistration({
  className = 'mk-form',
}: {
  /** Block class: `mk-form` on the marketing page, `academy-register` in the Academy's card. */
  className?: string;
}) {
  const t = useIntl().formatMessage;
  const [dates, reloadDates] = useFlagshipSessions();
  const [values, setValues] = useState<ExtraValues>(EMPTY);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<{
    message: string | null;
    fields: Partial<Record<string, string>>;
  } | null>(null);
  const sessions = dates.kind === 'ready' ? dates.sessions : [];

  // Their messages go when they are changed (the shared form's hook); a refusal goes too.
  const change = (field: ExtraField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure(null);
  };

  const validate = (): FieldErrors<string> =>
    values.goals.trim() ? {} : { goals: t(m.goalsRequired) };

  const submit = async (request: RegistrationRequest): Promise<RegistrationResult> => {
    if (dates.kind === 'loading') throw new Error('the dates are still loading');
    setLoading(true);
    setFailure(null);
    try {
      const seat = await registerForMarketingWorkshop({
        name: request.name,
        email: request.email,
        goals: values.goals.trim(),
        organisation: values.organisation.trim() || undefined,
        experience: isExperienceLevel(values.experience) ? values.experience : undefined,
        message: values.message.trim() || undefined,
        sessionId: request.session?.id,
        joinWaitlist: request.session ? request.joinWaitlist : undefined,
      });
      reloadDates();
      setValues(EMPTY);
      // Without a date the sign-up is only stored: "confirmed" with no seat and no invoice.
      return {
        status: seat?.status ?? 'confirmed',
        invoice: null,
        holder: seat ? { name: seat.name, email: seat.email } : undefined,
      };
    } catch (error) {
      console.error('[workshop] The registration failed.', error);
      const fields = serverFieldErrors(error, ['name', 'email', ...EXTRA_FIELDS]);
      // A refusal about the date (full, already registered, no longer offered) comes with the
      // server's message in the reader's language; the seats shown are refreshed.
      const aboutDate =
        error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
      setFailure({
        message: aboutDate && Object.keys(fields).length === 0 ? error.message : null,
        fields,
      });
      if (aboutDate) reloadDates();
      throw error;
    } finally {
      setLoading(false);
    }
  };

  const optional = t(formMessages.optional);
  const extra = {
    names: EXTRA_FIELDS,
    validate,
    fields: (errors: FieldErrors<string>) => (
      <>
        <div className={`${className}__row`}>
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
      </>
    ),
  };

  const sessionsNote =
    dates.kind === 'loading' ? (
      <p role="status" className="mk-form__note">
        {t(m.datesLoading)}
      </p>
    ) : (
      <Alert tone="info">
        <p>{t(dates.kind === 'failed' ? m.datesFailed : m.noDates)}</p>
      </Alert>
    );

  return (
    <RegistrationFormView
      variant={{ kind: 'guest' }}
      workshop={FLAGSHIP_WORKSHOP}
      sessions={sessions}
      priceCents={0}
      submit={submit}
      loading={loading}
      error={failure}
      texts={TEXTS}
      extra={extra}
      withoutSession
      sessionsNote={sessionsNote}
      className={className}
      nameMaxLength={FLAGSHIP_REGISTRATION_LIMITS.name}
      footer={
        <p className="mk-form__note">
          <FormattedMessage
            id="flagship.form.privacy"
            defaultMessage="Wir verwenden Ihre Angaben nur, um den Workshop zu organisieren. Mehr dazu in der <link>Datenschutzerklärung</link>."
            values={{ link: (chunks) => <Link to={PATHS.privacy}>{chunks}</Link> }}
          />
        </p>
      }
      DoneScreen={FlagshipSuccess}
    />
  );
}

/** "Anmeldung erfolgreich!": confirmed or waitlisted with the date, or stored without one. */
function FlagshipSuccess({ done, request, again }: DoneScreenProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // A signed-in member's seat is the account's: its name and address, as the server says.
  const who = done.holder ?? request;
  const values = { name: who.name, email: <strong>{who.email}</strong> };
  const date = request.session ? formatBerlinDateTime(request.session.startsAt, intl.locale) : null;
  return (
    <div className="workshop-success">
      <h3 ref={headingRef} tabIndex={-1} className="workshop-success__title">
        {t(m.successTitle)}
      </h3>
      <p>
        {!date ? (
          <FormattedMessage
            id="flagship.form.success.text"
            defaultMessage="Vielen Dank, {name}! Wir haben Ihre Anmeldung erhalten und schicken Ihnen alle Details zum nächsten Termin an {email}."
            values={values}
          />
        ) : done.status === 'confirmed' ? (
          <FormattedMessage
            id="flagship.form.success.confirmed"
            defaultMessage="Vielen Dank, {name}! Ihr Platz am {date} ist reserviert. Die Bestätigung mit Kalenderdatei (.ics) und einem Link zum Stornieren haben wir an {email} geschickt."
            values={{ ...values, date: <strong>{date}</strong> }}
          />
        ) : (
          <FormattedMessage
            id="flagship.form.success.waitlisted"
            defaultMessage="Vielen Dank, {name}! Der Termin am {date} ist ausgebucht – Sie stehen auf der Warteliste. Wird ein Platz frei, rücken Sie automatisch nach und bekommen eine E-Mail an {email}."
            values={{ ...values, date: <strong>{date}</strong> }}
          />
        )}
      </p>
      <Button variant="secondary" onClick={again}>
        {t(m.newRegistration)}
      </Button>
    </div>
  );
}
