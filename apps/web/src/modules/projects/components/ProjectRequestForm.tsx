import '../projects.css';
import {
  checkProjectRequest,
  FIELD_LIMITS,
  PROJECT_REQUEST_LIMITS as L,
  PROJECT_WORK_MODES,
  type ProjectRequestField,
} from '@platform/domain';
import { Alert, Button, SelectField, TagInput, TextAreaField, TextField } from '@platform/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { serverFieldErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { formMessages } from '../../../shared/forms/form-messages';
import { Honeypot } from '../../../shared/forms/Honeypot';
import { ApiRequestError } from '../../../shared/http/post-json';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { PATHS } from '../../../shared/paths';
import { ConsentCheckbox } from '../../auth';
import { loadSkillSuggestions, sendProjectRequest } from '../api/project-request-api';
import { problemMessages, workModeMessages } from '../project-messages';

// Plain descriptors: the typed ones refuse values in plurals and placeholders.
const m: Record<string, MessageDescriptor> = defineMessages({
  company: { id: 'projects.form.company', defaultMessage: 'Unternehmen' },
  contactName: { id: 'projects.form.contactName', defaultMessage: 'Ansprechperson' },
  email: { id: 'projects.form.email', defaultMessage: 'E-Mail-Adresse' },
  phone: { id: 'projects.form.phone', defaultMessage: 'Telefon' },
  description: { id: 'projects.form.description', defaultMessage: 'Worum geht es im Projekt?' },
  descriptionHint: {
    id: 'projects.form.descriptionHint',
    defaultMessage:
      'Ziel, Ausgangslage, was schon da ist und was fehlt. Höchstens {max, number} Zeichen.',
  },
  skills: { id: 'projects.form.skills', defaultMessage: 'Gesuchte Fähigkeiten' },
  skillsHint: {
    id: 'projects.form.skillsHint',
    defaultMessage: 'Eine Fähigkeit eingeben und mit Enter oder + hinzufügen.',
  },
  skillAdd: { id: 'projects.form.skillAdd', defaultMessage: 'Fähigkeit hinzufügen' },
  skillRemove: { id: 'projects.form.skillRemove', defaultMessage: '{skill} entfernen' },
  skillDuplicate: {
    id: 'projects.form.skillDuplicate',
    defaultMessage: '{skill} ist schon in der Liste.',
  },
  skillsList: { id: 'projects.form.skillsList', defaultMessage: 'Gewählte Fähigkeiten' },
  suggestions: { id: 'projects.form.suggestions', defaultMessage: 'Häufig in unserem Netzwerk:' },
  suggestionAdd: { id: 'projects.form.suggestionAdd', defaultMessage: '{skill} hinzufügen' },
  hoursPerWeek: { id: 'projects.form.hoursPerWeek', defaultMessage: 'Stunden pro Woche' },
  startDate: { id: 'projects.form.startDate', defaultMessage: 'Gewünschter Beginn' },
  durationWeeks: { id: 'projects.form.durationWeeks', defaultMessage: 'Dauer in Wochen' },
  workMode: { id: 'projects.form.workMode', defaultMessage: 'Arbeitsort' },
  place: { id: 'projects.form.place', defaultMessage: 'Ort' },
  placeHint: {
    id: 'projects.form.placeHint',
    defaultMessage: 'Stadt oder Adresse, an der vor Ort gearbeitet wird.',
  },
  budgetMin: { id: 'projects.form.budgetMin', defaultMessage: 'Budget von (Euro)' },
  budgetMax: { id: 'projects.form.budgetMax', defaultMessage: 'Budget bis (Euro)' },
  submit: { id: 'projects.form.submit', defaultMessage: 'Projekt anfragen' },
  sending: { id: 'projects.form.sending', defaultMessage: 'Wird gesendet …' },
  success: { id: 'projects.form.success', defaultMessage: 'Ihre Projektanfrage ist eingegangen.' },
  successDetail: {
    id: 'projects.form.successDetail',
    defaultMessage:
      'Wir haben Ihnen eine Bestätigung mit einem Link geschickt, über den Sie den Stand Ihrer Anfrage jederzeit sehen.',
  },
  error: {
    id: 'projects.form.error',
    defaultMessage: 'Die Anfrage konnte nicht gesendet werden. Bitte prüfen Sie Ihre Angaben.',
  },
});

const FIELDS = [
  'company',
  'contactName',
  'email',
  'phone',
  'description',
  'skills',
  'hoursPerWeek',
  'startDate',
  'durationWeeks',
  'workMode',
  'place',
  'budgetMinEuros',
  'budgetMaxEuros',
  'privacyAccepted',
] as const satisfies readonly ProjectRequestField[];
type Field = (typeof FIELDS)[number];
type TextValues = Record<Exclude<Field, 'skills' | 'privacyAccepted'>, string>;
type Status = 'idle' | 'submitting' | 'success' | 'error';

const EMPTY: TextValues = {
  company: '',
  contactName: '',
  email: '',
  phone: '',
  description: '',
  hoursPerWeek: '',
  startDate: '',
  durationWeeks: '',
  workMode: 'BOTH',
  place: '',
  budgetMinEuros: '',
  budgetMaxEuros: '',
};

/** A whole number as typed, NaN for anything else (the rule then names the field). */
const wholeNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : Number.NaN);
const optionalNumber = (value: string) => (value.trim() === '' ? null : wholeNumber(value));

/**
 * The company's project request: the rules of libs/domain run before sending, the server's
 * field messages show beside the fields, the first field with a message gets the focus.
 */
export function ProjectRequestForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [values, setValues] = useState<TextValues>(EMPTY);
  const [skills, setSkills] = useState<string[]>([]);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const { formRef, errors, clearErrors, showErrors } = useFormErrors(FIELDS);
  const [status, setStatus] = useState<Status>('idle');
  /** The server's own words when it refused without naming a field (e.g. too many requests). */
  const [failure, setFailure] = useState<string | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void loadSkillSuggestions().then((found) => {
      if (live) setSuggestions(found);
    });
    return () => {
      live = false;
    };
  }, []);

  const touched = (field: Field) => {
    clearErrors([field]);
    if (status === 'success' || status === 'error') setStatus('idle');
  };
  const change = (field: keyof TextValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    touched(field);
  };
  const changeSkills = (next: string[]) => {
    setSkills(next);
    touched('skills');
  };

  const payload = () => ({
    company: values.company,
    contactName: values.contactName,
    email: values.email,
    phone: values.phone.trim() || null,
    description: values.description,
    skills,
    hoursPerWeek: wholeNumber(values.hoursPerWeek),
    startDate: values.startDate,
    durationWeeks: wholeNumber(values.durationWeeks),
    workMode: values.workMode,
    place: values.place.trim() || null,
    budgetMinEuros: optionalNumber(values.budgetMinEuros),
    budgetMaxEuros: optionalNumber(values.budgetMaxEuros),
    privacyAccepted,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const draft = payload();
    const { fields, problems } = checkProjectRequest(draft, new Date());
    const found: FieldErrors<Field> = {};
    for (const field of FIELDS) {
      const code = problems[field];
      if (code) found[field] = t(problemMessages[code]);
    }
    if (showErrors(found)) {
      setStatus('idle');
      return;
    }
    setStatus('submitting');
    try {
      await sendProjectRequest({
        ...fields,
        privacyAccepted: true,
        website: honeypotRef.current?.value ?? '',
      });
      setValues(EMPTY);
      setSkills([]);
      setPrivacyAccepted(false);
      formRef.current?.reset();
      setStatus('success');
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      console.error('[projects] Sending the request failed.', error);
      const found = serverFieldErrors(error, FIELDS);
      showErrors(found);
      setFailure(
        error instanceof ApiRequestError && Object.keys(found).length === 0 ? error.message : null,
      );
      setStatus('error');
    }
  };

  const openSuggestions = suggestions
    .filter((skill) => !skills.some((chosen) => chosen.toLowerCase() === skill.toLowerCase()))
    .slice(0, 12);

  return (
    <form
      ref={formRef}
      className="mk-form project-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="mk-form__row">
        <TextField
          name="company"
          label={t(m.company)}
          autoComplete="organization"
          required
          maxLength={L.company}
          value={values.company}
          error={errors.company}
          onChange={(event) => change('company')(event.target.value)}
        />
        <TextField
          name="contactName"
          label={t(m.contactName)}
          autoComplete="name"
          required
          maxLength={L.contactName}
          value={values.contactName}
          error={errors.contactName}
          onChange={(event) => change('contactName')(event.target.value)}
        />
      </div>
      <div className="mk-form__row">
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
          onChange={(event) => change('email')(event.target.value)}
        />
        <TextField
          name="phone"
          type="tel"
          label={t(m.phone)}
          optionalLabel={t(formMessages.optional)}
          autoComplete="tel"
          maxLength={L.phone}
          value={values.phone}
          error={errors.phone}
          onChange={(event) => change('phone')(event.target.value)}
        />
      </div>
      <TextAreaField
        name="description"
        label={t(m.description)}
        hint={t(m.descriptionHint, { max: L.description })}
        rows={6}
        required
        maxLength={L.description}
        value={values.description}
        error={errors.description}
        onChange={(event) => change('description')(event.target.value)}
      />
      <TagInput
        id="project-skills"
        name="skills"
        label={t(m.skills)}
        hint={t(m.skillsHint)}
        values={skills}
        onChange={changeSkills}
        maxTags={L.skills}
        maxLength={L.skill}
        suggestions={suggestions}
        addLabel={t(m.skillAdd)}
        removeLabel={(skill) => t(m.skillRemove, { skill })}
        duplicateLabel={(skill) => t(m.skillDuplicate, { skill })}
        listLabel={t(m.skillsList)}
        error={errors.skills}
      />
      {openSuggestions.length > 0 && skills.length < L.skills && (
        <div className="project-form__suggestions">
          <p id="project-skill-suggestions">{t(m.suggestions)}</p>
          <ul aria-labelledby="project-skill-suggestions">
            {openSuggestions.map((skill) => (
              <li key={skill}>
                <button
                  type="button"
                  className="project-form__suggestion"
                  aria-label={t(m.suggestionAdd, { skill })}
                  onClick={() => changeSkills([...skills, skill])}
                >
                  + {skill}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mk-form__row project-form__row3">
        <TextField
          name="hoursPerWeek"
          type="number"
          inputMode="numeric"
          min={L.minHoursPerWeek}
          max={L.maxHoursPerWeek}
          step={1}
          label={t(m.hoursPerWeek)}
          required
          value={values.hoursPerWeek}
          error={errors.hoursPerWeek}
          onChange={(event) => change('hoursPerWeek')(event.target.value)}
        />
        <TextField
          name="startDate"
          type="date"
          label={t(m.startDate)}
          required
          value={values.startDate}
          error={errors.startDate}
          onChange={(event) => change('startDate')(event.target.value)}
        />
        <TextField
          name="durationWeeks"
          type="number"
          inputMode="numeric"
          min={L.minDurationWeeks}
          max={L.maxDurationWeeks}
          step={1}
          label={t(m.durationWeeks)}
          required
          value={values.durationWeeks}
          error={errors.durationWeeks}
          onChange={(event) => change('durationWeeks')(event.target.value)}
        />
      </div>
      <div className="mk-form__row">
        <SelectField
          name="workMode"
          label={t(m.workMode)}
          required
          value={values.workMode}
          error={errors.workMode}
          onChange={(event) => change('workMode')(event.target.value)}
        >
          {PROJECT_WORK_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(workModeMessages[mode])}
            </option>
          ))}
        </SelectField>
        <TextField
          name="place"
          label={t(m.place)}
          hint={t(m.placeHint)}
          optionalLabel={values.workMode === 'REMOTE' ? t(formMessages.optional) : undefined}
          required={values.workMode !== 'REMOTE'}
          autoComplete="address-level2"
          maxLength={L.place}
          value={values.place}
          error={errors.place}
          onChange={(event) => change('place')(event.target.value)}
        />
      </div>
      <div className="mk-form__row">
        <TextField
          name="budgetMinEuros"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          label={t(m.budgetMin)}
          optionalLabel={t(formMessages.optional)}
          value={values.budgetMinEuros}
          error={errors.budgetMinEuros}
          onChange={(event) => change('budgetMinEuros')(event.target.value)}
        />
        <TextField
          name="budgetMaxEuros"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          label={t(m.budgetMax)}
          optionalLabel={t(formMessages.optional)}
          value={values.budgetMaxEuros}
          error={errors.budgetMaxEuros}
          onChange={(event) => change('budgetMaxEuros')(event.target.value)}
        />
      </div>
      <ConsentCheckbox
        name="privacyAccepted"
        required
        checked={privacyAccepted}
        error={errors.privacyAccepted}
        onChange={(checked) => {
          setPrivacyAccepted(checked);
          touched('privacyAccepted');
        }}
        label={
          <FormattedMessage
            id="projects.form.privacy"
            defaultMessage="Ich stimme zu, dass meine Angaben zur Bearbeitung der Anfrage verarbeitet werden, wie in der <link>Datenschutzerklärung</link> beschrieben."
            values={{ link: (chunks) => <Link to={PATHS.privacy}>{chunks}</Link> }}
          />
        }
      />
      <Honeypot ref={honeypotRef} label={t(formMessages.honeypotLabel)} />

      <div aria-live="polite">
        {status === 'success' && (
          <div ref={successRef} tabIndex={-1}>
            <Alert tone="success" live="off" title={t(m.success)}>
              <p>{t(m.successDetail)}</p>
            </Alert>
          </div>
        )}
      </div>
      {status === 'error' && (
        <Alert tone="danger" live="assertive">
          <p>{failure ?? t(m.error)}</p>
        </Alert>
      )}

      <div className="mk-form__actions">
        <Button type="submit" loading={status === 'submitting'} loadingLabel={t(m.sending)}>
          {t(m.submit)}
        </Button>
      </div>
    </form>
  );
}
