import { useMutation } from '@apollo/client/react';
import { LIMITS, workshopPlaceFields } from '@platform/domain';
import { Alert, Button, SelectField, Switch, TextAreaField, TextField } from '@platform/ui';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { serverErrorOf } from '../../../app/graphql/server-error';
import { PosterUpload, type PosterState } from './PosterUpload';
import { RecurrenceFields } from './RecurrenceFields';
import {
  FORM_FIELDS,
  TEXT_LIMITS,
  formFieldOfServerField,
  validateWorkshopForm,
  type FormErrors,
} from './validate-workshop-form';
import {
  basePriceCentsOf,
  commonInput,
  recurrenceOf,
  type FormFormat,
  type WorkshopFormValues,
} from './workshop-form-values';

const CreateWorkshopMutation = graphql(`
  mutation CreateWorkshop($input: CreateWorkshopInput!) {
    createWorkshop(input: $input) {
      id
    }
  }
`);

const UpdateWorkshopMutation = graphql(`
  mutation UpdateWorkshop($id: ID!, $input: UpdateWorkshopInput!) {
    updateWorkshop(id: $id, input: $input) {
      id
    }
  }
`);

const m = defineMessages({
  title: { id: 'workshops.form.title', defaultMessage: 'Titel' },
  description: { id: 'workshops.form.description', defaultMessage: 'Beschreibung' },
  category: { id: 'workshops.form.category', defaultMessage: 'Kategorie' },
  start: { id: 'workshops.form.start', defaultMessage: 'Beginn (Datum und Uhrzeit)' },
  startHint: { id: 'workshops.form.startHint', defaultMessage: 'Deutsche Zeit (Europe/Berlin).' },
  duration: { id: 'workshops.form.duration', defaultMessage: 'Dauer (Minuten)' },
  durationHint: {
    id: 'workshops.form.durationHint',
    defaultMessage: 'Mindestens 30 Minuten, in Schritten von 30.',
  },
  format: { id: 'workshops.form.format', defaultMessage: 'Format' },
  online: { id: 'workshops.form.format.online', defaultMessage: 'Online' },
  onsite: { id: 'workshops.form.format.onsite', defaultMessage: 'Vor Ort' },
  hybrid: { id: 'workshops.form.format.hybrid', defaultMessage: 'Hybrid' },
  location: { id: 'workshops.form.location', defaultMessage: 'Veranstaltungsort' },
  videoLink: { id: 'workshops.form.videoLink', defaultMessage: 'Link zur Videokonferenz' },
  videoLinkHint: {
    id: 'workshops.form.videoLinkHint',
    defaultMessage: 'Nur angemeldete Teilnehmende sehen den Link.',
  },
  maxParticipants: {
    id: 'workshops.form.maxParticipants',
    defaultMessage: 'Maximale Teilnehmerzahl',
  },
  objectives: { id: 'workshops.form.objectives', defaultMessage: 'Lernziele' },
  objectivesHint: {
    id: 'workshops.form.objectivesHint',
    defaultMessage: 'Ein Lernziel pro Zeile.',
  },
  materials: { id: 'workshops.form.materials', defaultMessage: 'Materialien' },
  materialsHint: { id: 'workshops.form.materialsHint', defaultMessage: 'Ein Material pro Zeile.' },
  tags: { id: 'workshops.form.tags', defaultMessage: 'Schlagwörter' },
  tagsHint: { id: 'workshops.form.tagsHint', defaultMessage: 'Durch Kommas getrennt.' },
  isPublic: { id: 'workshops.form.isPublic', defaultMessage: 'Öffentlich anzeigen' },
  isPublicHint: {
    id: 'workshops.form.isPublicHint',
    defaultMessage:
      'Öffentliche Workshops erscheinen auch für Besucherinnen und Besucher ohne Konto.',
  },
  on: { id: 'workshops.form.on', defaultMessage: 'An' },
  off: { id: 'workshops.form.off', defaultMessage: 'Aus' },
  visibility: { id: 'workshops.form.visibility', defaultMessage: 'Sichtbarkeit' },
  visibilityPublic: { id: 'workshops.form.visibility.public', defaultMessage: 'Öffentlich' },
  visibilityMembers: {
    id: 'workshops.form.visibility.membersOnly',
    defaultMessage: 'Nur für Mitglieder',
  },
  guests: {
    id: 'workshops.form.guests',
    defaultMessage: 'Gäste ohne Konto dürfen sich anmelden',
  },
  basePrice: { id: 'workshops.form.basePrice', defaultMessage: 'Grundpreis pro Person (€)' },
  basePriceHint: {
    id: 'workshops.form.basePriceHint',
    defaultMessage:
      'Zum Beispiel 49,90. Academy-Mitglieder erhalten 50 % Rabatt auf den Grundpreis. Der Preis kann später nicht geändert werden.',
  },
  editHint: {
    id: 'workshops.form.editHint',
    defaultMessage:
      'Änderungen werden sofort wirksam – außer einem neuen Poster: Es muss erst von unserem Team freigegeben werden.',
  },
  create: { id: 'workshops.form.submitCreate', defaultMessage: 'Workshop erstellen' },
  save: { id: 'workshops.form.submitSave', defaultMessage: 'Änderungen speichern' },
  saving: { id: 'workshops.form.saving', defaultMessage: 'Wird gespeichert…' },
  createFailed: {
    id: 'workshops.form.createFailed',
    defaultMessage: 'Der Workshop konnte nicht erstellt werden.',
  },
  updateFailed: {
    id: 'workshops.form.updateFailed',
    defaultMessage: 'Der Workshop konnte nicht gespeichert werden.',
  },
  checkFields: {
    id: 'workshops.form.checkFields',
    defaultMessage: 'Bitte prüfen Sie die markierten Felder.',
  },
  submitDisabledHint: {
    id: 'workshops.form.submitDisabledHint',
    defaultMessage: 'Bitte laden Sie ein Workshop-Poster hoch',
  },
});

export interface WorkshopFormProps {
  mode: 'create' | 'edit';
  values: WorkshopFormValues;
  onChange: (patch: Partial<WorkshopFormValues>) => void;
  /** Edit mode: the workshop, its current poster and the recurrence it was loaded with. */
  workshop?: {
    id: string;
    title: string;
    posterUrl: string | null;
    posterIsPdf: boolean;
    recurrenceRule: string | null;
    recurrenceEndDate: string | null;
  };
  /** False while the member may not create workshops (missing profile...). */
  canSubmit: boolean;
  titleRef?: RefObject<HTMLInputElement | null>;
  onSaved: () => void;
}

/** Every field of a workshop; validates like the server, shows the server's refusals by the field. */
export function WorkshopForm({
  mode,
  values,
  onChange,
  workshop,
  canSubmit,
  titleRef,
  onSaved,
}: WorkshopFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [poster, setPoster] = useState<PosterState | null>(null);
  const [posterError, setPosterError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  // The start the form was opened with: an edit may keep it even once it has passed.
  const [initialStart] = useState(values.start);
  const [failure, setFailure] = useState<string | null>(null);
  const [createWorkshop, create] = useMutation(CreateWorkshopMutation);
  const [updateWorkshop, update] = useMutation(UpdateWorkshopMutation);
  const saving = create.loading || update.loading;

  const change = (patch: Partial<WorkshopFormValues>) => {
    onChange(patch);
    const cleared = Object.keys(patch).filter((key) => key in errors);
    if (cleared.length > 0) {
      setErrors((current) => {
        const next = { ...current };
        for (const key of cleared) delete next[key as keyof FormErrors];
        return next;
      });
    }
  };

  const showErrors = (found: FormErrors) => {
    setErrors(found);
    const first = FORM_FIELDS.find((field) => found[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
    else summaryRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const found = validateWorkshopForm(
      values,
      { mode, hasPoster: Boolean(poster), now: new Date(), initialStart },
      intl,
    );
    if (posterError) found.poster = posterError;
    if (Object.keys(found).length > 0) {
      setFailure(t(m.checkFields));
      showErrors(found);
      return;
    }
    const posterInput = poster ? { dataUrl: poster.dataUrl, filename: poster.filename } : null;
    try {
      if (mode === 'create') {
        if (!posterInput) return;
        const recurrence = recurrenceOf(values);
        await createWorkshop({
          variables: {
            input: {
              ...commonInput(values),
              poster: posterInput,
              basePriceCents: basePriceCentsOf(values),
              ...(recurrence ? { recurrence } : {}),
            },
          },
        });
      } else if (workshop) {
        await updateWorkshop({
          variables: {
            id: workshop.id,
            input: {
              ...commonInput(values),
              ...(posterInput ? { poster: posterInput } : {}),
              ...recurrenceChange(values, workshop),
            },
          },
        });
      }
      onSaved();
    } catch (error) {
      console.error('[workshops] Saving the workshop failed.', error);
      const readable = serverErrorOf(error);
      const fromServer: FormErrors = {};
      for (const [field, message] of Object.entries(readable.fields)) {
        const formField = formFieldOfServerField(field);
        if (formField) fromServer[formField] = message;
      }
      // A message that belongs to a field is shown there, once; the summary only points to it.
      const atFields = Object.keys(fromServer).length > 0;
      setFailure(
        atFields
          ? t(m.checkFields)
          : (readable.message ?? t(mode === 'create' ? m.createFailed : m.updateFailed)),
      );
      showErrors(fromServer);
    }
  };

  const place = workshopPlaceFields(values.format);
  const posterMissing = mode === 'create' && !poster;

  return (
    <form ref={formRef} className="ws-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {mode === 'edit' && (
        <Alert tone="info" live="off">
          <p>{t(m.editHint)}</p>
        </Alert>
      )}
      <TextField
        ref={titleRef}
        name="title"
        label={t(m.title)}
        required
        maxLength={TEXT_LIMITS.title}
        value={values.title}
        error={errors.title}
        onChange={(event) => change({ title: event.target.value })}
      />
      <TextAreaField
        name="description"
        label={t(m.description)}
        required
        rows={5}
        maxLength={TEXT_LIMITS.description}
        value={values.description}
        error={errors.description}
        onChange={(event) => change({ description: event.target.value })}
      />
      <TextField
        name="category"
        label={t(m.category)}
        maxLength={TEXT_LIMITS.category}
        value={values.category}
        onChange={(event) => change({ category: event.target.value })}
      />
      <div className="ws-form__row">
        <TextField
          name="start"
          type="datetime-local"
          label={t(m.start)}
          hint={t(m.startHint)}
          required
          value={values.start}
          error={errors.start}
          onChange={(event) => change({ start: event.target.value })}
        />
        <TextField
          name="durationMinutes"
          type="number"
          inputMode="numeric"
          label={t(m.duration)}
          hint={t(m.durationHint)}
          required
          min={LIMITS.workshop.durationMinutes.min}
          max={LIMITS.workshop.durationMinutes.max}
          step={LIMITS.workshop.durationMinutes.step}
          value={values.durationMinutes}
          error={errors.durationMinutes}
          onChange={(event) => change({ durationMinutes: event.target.value })}
        />
      </div>
      <div className="ws-form__row">
        <SelectField
          name="format"
          label={t(m.format)}
          value={values.format}
          error={errors.format}
          onChange={(event) => change({ format: event.target.value as FormFormat })}
        >
          <option value="online">{t(m.online)}</option>
          <option value="onsite">{t(m.onsite)}</option>
          <option value="hybrid">{t(m.hybrid)}</option>
        </SelectField>
        <TextField
          name="maxParticipants"
          type="number"
          inputMode="numeric"
          label={t(m.maxParticipants)}
          required
          min={LIMITS.workshop.participants.min}
          max={LIMITS.workshop.participants.max}
          value={values.maxParticipants}
          error={errors.maxParticipants}
          onChange={(event) => change({ maxParticipants: event.target.value })}
        />
      </div>
      {place.location && (
        <TextField
          name="location"
          label={t(m.location)}
          required={values.format === 'hybrid'}
          maxLength={TEXT_LIMITS.location}
          value={values.location}
          error={errors.location}
          onChange={(event) => change({ location: event.target.value })}
        />
      )}
      {place.videoCallLink && (
        <TextField
          name="videoCallLink"
          type="url"
          inputMode="url"
          label={t(m.videoLink)}
          hint={t(m.videoLinkHint)}
          required={values.format === 'hybrid'}
          placeholder="https://"
          maxLength={TEXT_LIMITS.link}
          value={values.videoCallLink}
          error={errors.videoCallLink}
          onChange={(event) => change({ videoCallLink: event.target.value })}
        />
      )}
      <TextAreaField
        name="learningObjectives"
        label={t(m.objectives)}
        hint={t(m.objectivesHint)}
        rows={4}
        value={values.learningObjectives}
        error={errors.learningObjectives}
        onChange={(event) => change({ learningObjectives: event.target.value })}
      />
      <TextAreaField
        name="materials"
        label={t(m.materials)}
        hint={t(m.materialsHint)}
        rows={3}
        value={values.materials}
        error={errors.materials}
        onChange={(event) => change({ materials: event.target.value })}
      />
      <TextField
        name="tags"
        label={t(m.tags)}
        hint={t(m.tagsHint)}
        value={values.tags}
        error={errors.tags}
        onChange={(event) => change({ tags: event.target.value })}
      />
      <Switch
        name="isPublic"
        label={t(m.isPublic)}
        description={t(m.isPublicHint)}
        stateLabels={{ on: t(m.on), off: t(m.off) }}
        checked={values.isPublic}
        onCheckedChange={(isPublic) =>
          change(isPublic ? { isPublic } : { isPublic, guestRegistrationEnabled: false })
        }
      />
      <SelectField
        name="visibility"
        label={t(m.visibility)}
        value={values.visibility}
        onChange={(event) =>
          change(
            event.target.value === 'members_only'
              ? { visibility: 'members_only', guestRegistrationEnabled: false }
              : { visibility: 'public' },
          )
        }
      >
        <option value="public">{t(m.visibilityPublic)}</option>
        <option value="members_only">{t(m.visibilityMembers)}</option>
      </SelectField>
      {values.isPublic && values.visibility === 'public' && (
        <label className="ws-checkbox">
          <input
            type="checkbox"
            name="guestRegistrationEnabled"
            checked={values.guestRegistrationEnabled}
            onChange={(event) => change({ guestRegistrationEnabled: event.target.checked })}
          />
          <span>{t(m.guests)}</span>
        </label>
      )}
      <PosterUpload
        value={poster}
        onChange={(next) => {
          setPoster(next);
          if (next) setErrors(({ poster: _dropped, ...rest }) => rest);
        }}
        error={posterError ?? errors.poster}
        onError={setPosterError}
        required={mode === 'create'}
        current={
          workshop
            ? { url: workshop.posterUrl, isPdf: workshop.posterIsPdf, title: workshop.title }
            : null
        }
      />
      {mode === 'create' && (
        <TextField
          name="basePrice"
          inputMode="decimal"
          label={t(m.basePrice)}
          hint={t(m.basePriceHint)}
          required
          value={values.basePrice}
          error={errors.basePrice}
          onChange={(event) => change({ basePrice: event.target.value })}
        />
      )}
      <RecurrenceFields
        values={values}
        onChange={change}
        errors={{ interval: errors.interval, endDate: errors.endDate }}
      />
      <div ref={summaryRef} tabIndex={-1} aria-live="assertive">
        {failure && (
          <Alert tone="danger" live="off">
            <p>{failure}</p>
          </Alert>
        )}
      </div>
      <div className="ws-form__actions">
        <Button
          type="submit"
          loading={saving}
          loadingLabel={t(m.saving)}
          disabled={posterMissing || !canSubmit}
          aria-describedby={posterMissing ? 'ws-submit-hint' : undefined}
        >
          {t(mode === 'create' ? m.create : m.save)}
        </Button>
        {posterMissing && (
          <p id="ws-submit-hint" className="ui-field__hint">
            {t(m.submitDisabledHint)}
          </p>
        )}
      </div>
    </form>
  );
}

/**
 * The recurrence part of an update: left out when unchanged (the server keeps the sessions),
 * null to make a recurring workshop one-off, or the new rule.
 */
function recurrenceChange(
  values: WorkshopFormValues,
  loaded: { recurrenceRule: string | null; recurrenceEndDate: string | null },
) {
  const next = recurrenceOf(values);
  const unchanged = next
    ? next.rule === loaded.recurrenceRule && next.endDate === (loaded.recurrenceEndDate ?? null)
    : loaded.recurrenceRule === null;
  return unchanged ? {} : { recurrence: next };
}
