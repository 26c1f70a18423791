import {
  LIMITS,
  RECURRENCE_FREQUENCIES,
  WEEKDAY_CODES,
  describeRecurrence,
  type RecurrenceFrequency,
  type WeekdayCode,
} from '@platform/domain';
import { SelectField, TextField } from '@platform/ui';
import { useId } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { SkippedDatesField } from './SkippedDatesField';
import { berlinInputToDate, type WorkshopFormValues } from './workshop-form-values';

const m = defineMessages({
  legend: { id: 'memberWorkshops.form.recurrence', defaultMessage: 'Wiederholung' },
  once: { id: 'memberWorkshops.form.recurrence.once', defaultMessage: 'Einmalig' },
  recurring: { id: 'memberWorkshops.form.recurrence.recurring', defaultMessage: 'Wiederkehrend' },
  frequency: { id: 'memberWorkshops.form.recurrence.frequency', defaultMessage: 'Häufigkeit' },
  DAILY: { id: 'memberWorkshops.form.recurrence.daily', defaultMessage: 'Täglich' },
  WEEKLY: { id: 'memberWorkshops.form.recurrence.weekly', defaultMessage: 'Wöchentlich' },
  MONTHLY: { id: 'memberWorkshops.form.recurrence.monthly', defaultMessage: 'Monatlich' },
  interval: { id: 'memberWorkshops.form.recurrence.interval', defaultMessage: 'Intervall' },
  intervalHint: {
    id: 'memberWorkshops.form.recurrence.intervalHint',
    defaultMessage: 'Alle wie viele Tage, Wochen oder Monate (1 bis 52).',
  },
  weekdays: { id: 'memberWorkshops.form.recurrence.weekdays', defaultMessage: 'Wochentage' },
  weekdaysHint: {
    id: 'memberWorkshops.form.recurrence.weekdaysHint',
    defaultMessage: 'Ohne Auswahl gilt der Wochentag des ersten Termins.',
  },
  endDate: { id: 'memberWorkshops.form.recurrence.endDate', defaultMessage: 'Enddatum' },
  endDateHint: {
    id: 'memberWorkshops.form.recurrence.endDateHint',
    defaultMessage: 'Optional; ohne Enddatum planen wir Termine für die nächsten 12 Monate.',
  },
  summary: { id: 'memberWorkshops.form.recurrence.summary', defaultMessage: 'Zusammenfassung' },
  MO: { id: 'memberWorkshops.weekday.mo', defaultMessage: 'Mo' },
  TU: { id: 'memberWorkshops.weekday.tu', defaultMessage: 'Di' },
  WE: { id: 'memberWorkshops.weekday.we', defaultMessage: 'Mi' },
  TH: { id: 'memberWorkshops.weekday.th', defaultMessage: 'Do' },
  FR: { id: 'memberWorkshops.weekday.fr', defaultMessage: 'Fr' },
  SA: { id: 'memberWorkshops.weekday.sa', defaultMessage: 'Sa' },
  SU: { id: 'memberWorkshops.weekday.su', defaultMessage: 'So' },
  MOlong: { id: 'memberWorkshops.weekday.moLong', defaultMessage: 'Montag' },
  TUlong: { id: 'memberWorkshops.weekday.tuLong', defaultMessage: 'Dienstag' },
  WElong: { id: 'memberWorkshops.weekday.weLong', defaultMessage: 'Mittwoch' },
  THlong: { id: 'memberWorkshops.weekday.thLong', defaultMessage: 'Donnerstag' },
  FRlong: { id: 'memberWorkshops.weekday.frLong', defaultMessage: 'Freitag' },
  SAlong: { id: 'memberWorkshops.weekday.saLong', defaultMessage: 'Samstag' },
  SUlong: { id: 'memberWorkshops.weekday.suLong', defaultMessage: 'Sonntag' },
});

const longName = (code: WeekdayCode) => m[`${code}long`] as MessageDescriptor;

export type RecurrenceValues = Pick<
  WorkshopFormValues,
  'recurring' | 'frequency' | 'interval' | 'weekdays' | 'endDate' | 'start' | 'skippedDates'
>;

export interface RecurrenceFieldsProps {
  values: RecurrenceValues;
  onChange: (patch: Partial<WorkshopFormValues>) => void;
  errors: { interval?: string; endDate?: string };
}

/** Einmalig / Wiederkehrend with frequency, interval, weekdays, end date and a summary in words. */
export function RecurrenceFields({ values, onChange, errors }: RecurrenceFieldsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const start = berlinInputToDate(values.start);
  const interval = Number(values.interval);
  const summary =
    values.recurring && Number.isInteger(interval) && interval >= 1
      ? describeRecurrence(
          { frequency: values.frequency, interval, weekdays: values.weekdays },
          {
            locale: intl.locale.startsWith('en') ? 'en' : 'de',
            start,
            endDate: values.endDate || null,
          },
        )
      : null;

  const toggleDay = (code: WeekdayCode) =>
    onChange({
      weekdays: values.weekdays.includes(code)
        ? values.weekdays.filter((day) => day !== code)
        : WEEKDAY_CODES.filter((day) => day === code || values.weekdays.includes(day)),
    });

  return (
    <fieldset className="ws-recurrence">
      <legend>{t(m.legend)}</legend>
      <div className="ws-segmented" role="radiogroup" aria-label={t(m.legend)}>
        {[false, true].map((recurring) => (
          <label key={String(recurring)} className="ws-segmented__option">
            <input
              type="radio"
              name="recurring"
              checked={values.recurring === recurring}
              onChange={() =>
                // Turning recurrence off clears the rule and its end date.
                onChange(
                  recurring
                    ? { recurring: true }
                    : {
                        recurring: false,
                        frequency: 'WEEKLY',
                        interval: String(LIMITS.workshop.recurrenceInterval.default),
                        weekdays: [],
                        endDate: '',
                      },
                )
              }
            />
            <span>{t(recurring ? m.recurring : m.once)}</span>
          </label>
        ))}
      </div>
      {values.recurring && (
        <div className="ws-recurrence__details">
          <div className="ws-form__row">
            <SelectField
              name="frequency"
              label={t(m.frequency)}
              value={values.frequency}
              onChange={(event) =>
                onChange({ frequency: event.target.value as RecurrenceFrequency })
              }
            >
              {RECURRENCE_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(m[frequency])}
                </option>
              ))}
            </SelectField>
            <TextField
              name="interval"
              type="number"
              inputMode="numeric"
              label={t(m.interval)}
              hint={t(m.intervalHint)}
              min={LIMITS.workshop.recurrenceInterval.min}
              max={LIMITS.workshop.recurrenceInterval.max}
              step={1}
              value={values.interval}
              error={errors.interval}
              onChange={(event) => onChange({ interval: event.target.value })}
            />
          </div>
          {values.frequency === 'WEEKLY' && (
            <fieldset className="ws-weekdays" aria-describedby={`${id}-weekdays-hint`}>
              <legend>{t(m.weekdays)}</legend>
              <p id={`${id}-weekdays-hint`} className="ui-field__hint">
                {t(m.weekdaysHint)}
              </p>
              <div className="ws-weekdays__list">
                {WEEKDAY_CODES.map((code) => (
                  <button
                    key={code}
                    type="button"
                    className="ws-weekdays__day"
                    aria-pressed={values.weekdays.includes(code)}
                    aria-label={t(longName(code))}
                    title={t(longName(code))}
                    onClick={() => toggleDay(code)}
                  >
                    {t(m[code])}
                  </button>
                ))}
              </div>
            </fieldset>
          )}
          <TextField
            name="endDate"
            type="date"
            label={t(m.endDate)}
            hint={t(m.endDateHint)}
            min={values.start ? values.start.slice(0, 10) : undefined}
            value={values.endDate}
            error={errors.endDate}
            onChange={(event) => onChange({ endDate: event.target.value })}
          />
          <SkippedDatesField
            value={values.skippedDates}
            min={values.start ? values.start.slice(0, 10) : undefined}
            onChange={(skippedDates) => onChange({ skippedDates })}
          />
          {summary && (
            <div className="ws-recurrence__summary" aria-live="polite">
              <strong>{t(m.summary)}:</strong>{' '}
              <span data-testid="recurrence-summary">{summary}</span>
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}
