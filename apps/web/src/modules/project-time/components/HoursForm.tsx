import { useMutation } from '@apollo/client/react';
import { berlinDay, checkProjectHours, PROJECT_HOURS_LIMITS } from '@platform/domain';
import { Alert, Button, TextAreaField, TextField } from '@platform/ui';
import { useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { problemMessages, serverFieldErrors } from '../../../shared/forms/field-errors';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { hoursLabel, hoursProblemMessages } from '../project-time-messages';

const RecordHours = graphql(`
  mutation RecordProjectHours($input: ProjectHoursInput!) {
    recordProjectHours(input: $input) {
      id
    }
  }
`);
const ChangeHours = graphql(`
  mutation ChangeProjectHours($input: ChangeProjectHoursInput!) {
    changeProjectHours(input: $input) {
      id
    }
  }
`);

const FIELDS = ['workDate', 'hours', 'description'] as const;

const m: Record<string, MessageDescriptor> = defineMessages({
  newTitle: { id: 'projects.time.form.newTitle', defaultMessage: 'Stunden erfassen' },
  editTitle: { id: 'projects.time.form.editTitle', defaultMessage: 'Eintrag ändern' },
  date: { id: 'projects.time.form.date', defaultMessage: 'Datum' },
  hours: { id: 'projects.time.form.hours', defaultMessage: 'Stunden' },
  hoursHint: {
    id: 'projects.time.form.hoursHint',
    defaultMessage: 'In Viertelstunden, z. B. 1,25 für 1 Stunde 15 Minuten',
  },
  description: { id: 'projects.time.form.description', defaultMessage: 'Was wurde getan?' },
  descriptionHint: {
    id: 'projects.time.form.descriptionHint',
    defaultMessage: 'Höchstens {max, number} Zeichen; das Unternehmen sieht diesen Text.',
  },
  save: { id: 'projects.time.form.save', defaultMessage: 'Stunden speichern' },
  saveChange: { id: 'projects.time.form.saveChange', defaultMessage: 'Änderung speichern' },
  cancel: { id: 'projects.time.form.cancel', defaultMessage: 'Abbrechen' },
  saving: { id: 'projects.time.form.saving', defaultMessage: 'Wird gespeichert …' },
  saved: { id: 'projects.time.form.saved', defaultMessage: '{hours} Stunden gespeichert.' },
  failed: {
    id: 'projects.time.form.failed',
    defaultMessage: 'Die Stunden konnten nicht gespeichert werden.',
  },
});

export interface EditedEntry {
  id: string;
  workDate: string;
  hours: number;
  description: string;
}

/** "1,25" or "1.25" as a number; NaN for anything else (the rule then names the field). */
const parseHours = (text: string) =>
  /^\d{1,2}([.,]\d{1,2})?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN;

/**
 * Records hours on one project, or changes one entry (`editing`): the rule of libs/domain runs
 * before sending, the server's field messages show beside the fields.
 */
export function HoursForm({
  requestId,
  firstDay,
  lastDay,
  editing,
  onDone,
}: {
  requestId: string;
  firstDay: string | null;
  lastDay: string | null;
  editing: EditedEntry | null;
  onDone: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const today = berlinDay(new Date());
  const [workDate, setWorkDate] = useState(editing?.workDate ?? today);
  const [hours, setHours] = useState(editing ? hoursLabel(editing.hours, intl.locale) : '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const { formRef, errors, clearErrors, showErrors } = useFormErrors(FIELDS);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [record, recording] = useMutation(RecordHours);
  const [change, changing] = useMutation(ChangeHours);
  const busy = recording.loading || changing.loading;
  const idPrefix = `hours-${requestId}${editing ? `-${editing.id}` : ''}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const draft = { workDate, hours: parseHours(hours), description };
    const { fields, problems } = checkProjectHours(draft, {
      today,
      projectStart: firstDay ?? today,
      projectEnd: lastDay,
    });
    if (showErrors(problemMessages(FIELDS, problems, (p) => t(hoursProblemMessages[p])))) return;
    setNotice(null);
    try {
      const input = {
        workDate: fields.workDate,
        hours: fields.quarters / 4,
        description: fields.description,
      };
      if (editing) await change({ variables: { input: { id: editing.id, ...input } } });
      else await record({ variables: { input: { requestId, ...input } } });
      setNotice({
        tone: 'success',
        text: t(m.saved, { hours: hoursLabel(input.hours, intl.locale) }),
      });
      if (!editing) {
        setHours('');
        setDescription('');
      }
      onDone();
      requestAnimationFrame(() => noticeRef.current?.focus());
    } catch (error) {
      const found = serverFieldErrors(error, FIELDS);
      if (!showErrors(found))
        setNotice({ tone: 'danger', text: serverErrorOf(error).message ?? t(m.failed) });
    }
  };

  return (
    <form
      ref={formRef}
      className="hours-form"
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h4 id={`${idPrefix}-title`}>{t(editing ? m.editTitle : m.newTitle)}</h4>
      <div className="hours-form__row">
        <TextField
          id={`${idPrefix}-date`}
          name="workDate"
          type="date"
          label={t(m.date)}
          required
          min={firstDay ?? undefined}
          max={lastDay && lastDay < today ? lastDay : today}
          value={workDate}
          error={errors.workDate}
          onChange={(e) => {
            setWorkDate(e.target.value);
            clearErrors(['workDate']);
          }}
        />
        <TextField
          id={`${idPrefix}-hours`}
          name="hours"
          inputMode="decimal"
          autoComplete="off"
          label={t(m.hours)}
          hint={t(m.hoursHint)}
          required
          maxLength={5}
          value={hours}
          error={errors.hours}
          onChange={(e) => {
            setHours(e.target.value);
            clearErrors(['hours']);
          }}
        />
      </div>
      <TextAreaField
        id={`${idPrefix}-description`}
        name="description"
        label={t(m.description)}
        hint={t(m.descriptionHint, { max: PROJECT_HOURS_LIMITS.description })}
        rows={3}
        required
        maxLength={PROJECT_HOURS_LIMITS.description}
        value={description}
        error={errors.description}
        onChange={(e) => {
          setDescription(e.target.value);
          clearErrors(['description']);
        }}
      />
      <div className="hours-form__actions">
        <Button type="submit" disabled={busy}>
          {t(busy ? m.saving : editing ? m.saveChange : m.save)}
        </Button>
        {editing && (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t(m.cancel)}
          </Button>
        )}
      </div>
      {notice && (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert tone={notice.tone} live={notice.tone === 'danger' ? 'assertive' : 'polite'}>
            <p>{notice.text}</p>
          </Alert>
        </div>
      )}
    </form>
  );
}
