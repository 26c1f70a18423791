import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { Alert, Button, Card, SelectField, Switch, TextField } from '@platform/ui';
import {
  CHANGE_RULE_LIMITS,
  CONSULTANT_LIMITS,
  CONSULTANT_PLACE_RULES,
  PHONE_FIELDS,
  type BookingQuestion,
} from '@platform/domain';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import type { ConsultantEditor_ConsultantFragment } from '../../../graphql/generated/graphql';
import { serverFieldErrors } from '../../../shared/forms/field-errors';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { adminMessages } from './admin-messages';
import { AvailabilityEditor } from './AvailabilityEditor';
import { DaysOffEditor } from './DaysOffEditor';
import { BookingQuestionsEditor } from './BookingQuestionsEditor';

export const ConsultantEditor_consultant = graphql(`
  fragment ConsultantEditor_consultant on ConsultantAdmin {
    id
    email
    displayName
    active
    appointmentMinutes
    bufferMinutes
    minNoticeHours
    horizonDays
    location
    meetingUrl
    changeCutoffHours
    maxReschedules
    phoneField
    availability {
      weekday
      startTime
      endTime
      mode
    }
    daysOff {
      id
      startDate
      endDate
      note
    }
    bookingQuestions {
      id
      kind
      labelDe
      labelEn
      required
      options
    }
  }
`);

const UpdateConsultantMutation = graphql(`
  mutation UpdateConsultant($id: ID!, $input: ConsultantSettingsInput!) {
    updateConsultant(id: $id, input: $input) {
      id
      displayName
      active
      appointmentMinutes
      bufferMinutes
      minNoticeHours
      horizonDays
      location
      meetingUrl
      changeCutoffHours
      maxReschedules
      phoneField
    }
  }
`);

const m = defineMessages({
  displayName: { id: 'booking.admin.consultant.displayName', defaultMessage: 'Angezeigter Name' },
  active: { id: 'booking.admin.consultant.active', defaultMessage: 'Buchbar' },
  activeOn: { id: 'booking.admin.consultant.activeOn', defaultMessage: 'aktiv' },
  activeOff: { id: 'booking.admin.consultant.activeOff', defaultMessage: 'pausiert' },
  length: { id: 'booking.admin.consultant.length', defaultMessage: 'Termindauer (Minuten)' },
  buffer: { id: 'booking.admin.consultant.buffer', defaultMessage: 'Puffer danach (Minuten)' },
  notice: { id: 'booking.admin.consultant.notice', defaultMessage: 'Mindestvorlauf (Stunden)' },
  horizon: {
    id: 'booking.admin.consultant.horizon',
    defaultMessage: 'Buchbar bis (Tage im Voraus)',
  },
  settings: { id: 'booking.admin.consultant.settings', defaultMessage: 'Einstellungen' },
  location: { id: 'booking.admin.consultant.location', defaultMessage: 'Ort (Adresse)' },
  locationHint: {
    id: 'booking.admin.consultant.locationHint',
    defaultMessage:
      'Für Zeitfenster „vor Ort“; steht auf der Bestätigung, in den E-Mails und in der Kalenderdatei.',
  },
  meetingUrl: { id: 'booking.admin.consultant.meetingUrl', defaultMessage: 'Fester Video-Link' },
  meetingUrlHint: {
    id: 'booking.admin.consultant.meetingUrlHint',
    defaultMessage:
      'Für Zeitfenster „online“. Leer: jede Buchung bekommt einen eigenen Jitsi-Raum. Eine https-Adresse, z. B. https://meet.example.org/name.',
  },
  cutoff: {
    id: 'booking.admin.consultant.cutoff',
    defaultMessage: 'Verschieben/Stornieren bis (Stunden vorher)',
  },
  maxReschedules: {
    id: 'booking.admin.consultant.maxReschedules',
    defaultMessage: 'Höchstens so oft verschieben',
  },
  phoneField: { id: 'booking.admin.consultant.phoneField', defaultMessage: 'Telefonnummer' },
  phoneOff: { id: 'booking.admin.consultant.phoneOff', defaultMessage: 'nicht abfragen' },
  phoneOptional: { id: 'booking.admin.consultant.phoneOptional', defaultMessage: 'freiwillig' },
  phoneRequired: { id: 'booking.admin.consultant.phoneRequired', defaultMessage: 'Pflichtfeld' },
  meetingUrlInvalid: {
    id: 'booking.admin.consultant.meetingUrlInvalid',
    defaultMessage: 'Bitte eine Adresse angeben, die mit https:// beginnt.',
  },
  optional: { id: 'booking.admin.consultant.optional', defaultMessage: 'optional' },
});

/** The settings' fields in form order; also their controls' names. */
const FIELDS = [
  'displayName',
  'appointmentMinutes',
  'bufferMinutes',
  'minNoticeHours',
  'horizonDays',
  'changeCutoffHours',
  'maxReschedules',
  'phoneField',
  'location',
  'meetingUrl',
] as const;

/** One consultant: booking rules, weekly availability and days off. */
export function ConsultantEditor({
  consultant,
}: {
  consultant: FragmentType<typeof ConsultantEditor_consultant>;
}) {
  const { data, complete } = useFragment({
    fragment: ConsultantEditor_consultant,
    from: consultant,
  });
  if (!complete) return null;
  return <ConsultantEditorCard data={data} />;
}

function ConsultantEditorCard({ data }: { data: ConsultantEditor_ConsultantFragment }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [values, setValues] = useState(() => ({
    displayName: data.displayName,
    active: data.active,
    appointmentMinutes: String(data.appointmentMinutes),
    bufferMinutes: String(data.bufferMinutes),
    minNoticeHours: String(data.minNoticeHours),
    horizonDays: String(data.horizonDays),
    location: data.location ?? '',
    meetingUrl: data.meetingUrl ?? '',
    changeCutoffHours: String(data.changeCutoffHours),
    maxReschedules: String(data.maxReschedules),
    phoneField: data.phoneField,
  }));
  const { formRef, errors, clearChanged, showErrors } = useFormErrors(FIELDS);
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const [update, updated] = useMutation(UpdateConsultantMutation);
  const error = serverErrorOf(updated.error);
  const field = (name: keyof typeof values) => (value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setStatus('idle');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const link = values.meetingUrl.trim();
    const linkOk = !link || CONSULTANT_PLACE_RULES.meetingUrlPattern.test(link);
    if (showErrors(linkOk ? {} : { meetingUrl: t(m.meetingUrlInvalid) })) return;
    try {
      await update({
        variables: {
          id: data.id,
          input: {
            displayName: values.displayName,
            active: values.active,
            appointmentMinutes: Number(values.appointmentMinutes),
            bufferMinutes: Number(values.bufferMinutes),
            minNoticeHours: Number(values.minNoticeHours),
            horizonDays: Number(values.horizonDays),
            location: values.location.trim(),
            meetingUrl: link,
            changeCutoffHours: Number(values.changeCutoffHours),
            maxReschedules: Number(values.maxReschedules),
            phoneField: values.phoneField,
          },
        },
      });
      setStatus('saved');
    } catch (caught) {
      console.error('[booking-admin] Saving the consultant failed.', caught);
      showErrors(serverFieldErrors(caught, FIELDS));
      setStatus('failed');
    }
  };

  const number = (
    name:
      | 'appointmentMinutes'
      | 'bufferMinutes'
      | 'minNoticeHours'
      | 'horizonDays'
      | 'changeCutoffHours'
      | 'maxReschedules',
    label: string,
    min: number,
    max: number,
  ) => (
    <TextField
      type="number"
      name={name}
      label={label}
      min={min}
      max={max}
      required
      value={values[name]}
      error={errors[name]}
      onChange={(event) => field(name)(event.target.value)}
    />
  );

  return (
    <Card as="li" className="booking-admin__consultant">
      <h3>
        {data.displayName} <small>({data.email})</small>
      </h3>
      <form ref={formRef} onChange={clearChanged} onSubmit={(event) => void submit(event)}>
        <h4>{t(m.settings)}</h4>
        <div className="booking-admin__grid">
          <TextField
            name="displayName"
            label={t(m.displayName)}
            required
            maxLength={CONSULTANT_LIMITS.displayName}
            value={values.displayName}
            error={errors.displayName}
            onChange={(event) => field('displayName')(event.target.value)}
          />
          {number('appointmentMinutes', t(m.length), 15, 480)}
          {number('bufferMinutes', t(m.buffer), 0, 240)}
          {number('minNoticeHours', t(m.notice), 0, 720)}
          {number('horizonDays', t(m.horizon), 1, 365)}
          {number(
            'changeCutoffHours',
            t(m.cutoff),
            CHANGE_RULE_LIMITS.cutoffHours.min,
            CHANGE_RULE_LIMITS.cutoffHours.max,
          )}
          {number(
            'maxReschedules',
            t(m.maxReschedules),
            CHANGE_RULE_LIMITS.maxReschedules.min,
            CHANGE_RULE_LIMITS.maxReschedules.max,
          )}
          <SelectField
            name="phoneField"
            label={t(m.phoneField)}
            value={values.phoneField}
            error={errors.phoneField}
            onChange={(event) => field('phoneField')(event.target.value)}
          >
            {PHONE_FIELDS.map((option) => (
              <option key={option} value={option}>
                {t(
                  option === 'off'
                    ? m.phoneOff
                    : option === 'optional'
                      ? m.phoneOptional
                      : m.phoneRequired,
                )}
              </option>
            ))}
          </SelectField>
          <TextField
            name="location"
            className="booking-admin__wide"
            label={t(m.location)}
            hint={t(m.locationHint)}
            optionalLabel={t(m.optional)}
            maxLength={CONSULTANT_PLACE_RULES.locationMaxLength}
            value={values.location}
            error={errors.location}
            onChange={(event) => field('location')(event.target.value)}
          />
          <TextField
            name="meetingUrl"
            className="booking-admin__wide"
            type="url"
            label={t(m.meetingUrl)}
            hint={t(m.meetingUrlHint)}
            optionalLabel={t(m.optional)}
            maxLength={CONSULTANT_PLACE_RULES.meetingUrlMaxLength}
            value={values.meetingUrl}
            error={errors.meetingUrl}
            onChange={(event) => field('meetingUrl')(event.target.value)}
          />
          <Switch
            label={t(m.active)}
            checked={values.active}
            stateLabels={{ on: t(m.activeOn), off: t(m.activeOff) }}
            onCheckedChange={(checked) => field('active')(checked)}
          />
        </div>
        <div className="booking-admin__row">
          <Button
            type="submit"
            size="sm"
            loading={updated.loading}
            loadingLabel={t(adminMessages.saving)}
          >
            {t(adminMessages.save)}
          </Button>
          <span aria-live="polite">{status === 'saved' && t(adminMessages.saved)}</span>
        </div>
        {status === 'failed' && (
          <Alert tone="danger" live="assertive" title={t(adminMessages.failed)}>
            {error.message && <p>{error.message}</p>}
          </Alert>
        )}
      </form>
      <AvailabilityEditor consultantId={data.id} windows={data.availability} />
      <DaysOffEditor consultantId={data.id} daysOff={data.daysOff} />
      <BookingQuestionsEditor
        consultantId={data.id}
        questions={data.bookingQuestions as BookingQuestion[]}
      />
    </Card>
  );
}
