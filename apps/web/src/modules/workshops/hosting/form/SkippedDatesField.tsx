import { formatBerlinDate, MAX_SKIPPED_DATES } from '@platform/domain';
import { Button, TextField } from '@platform/ui';
import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { untypedMessages } from '../../../../shared/i18n/untyped-messages';

const m = untypedMessages(
  defineMessages({
    legend: { id: 'memberWorkshops.form.skipped', defaultMessage: 'Ausgelassene Termine' },
    hint: {
      id: 'memberWorkshops.form.skippedHint',
      defaultMessage: 'Tage ohne Termin, zum Beispiel Feiertage wie der 25.12.',
    },
    day: { id: 'memberWorkshops.form.skippedDay', defaultMessage: 'Tag auslassen' },
    add: { id: 'memberWorkshops.form.skippedAdd', defaultMessage: 'Hinzufügen' },
    remove: { id: 'memberWorkshops.form.skippedRemove', defaultMessage: '{date} wieder anbieten' },
    none: { id: 'memberWorkshops.form.skippedNone', defaultMessage: 'Keine ausgelassenen Tage.' },
  }),
);

/** Days the rule skips (holidays): picked one by one, listed with a way to offer them again. */
export function SkippedDatesField({
  value,
  min,
  onChange,
}: {
  value: string[];
  min?: string;
  onChange: (days: string[]) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [day, setDay] = useState('');
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || value.includes(day)) return;
    onChange([...value, day].sort().slice(0, MAX_SKIPPED_DATES));
    setDay('');
  };
  // Noon UTC lies on the same calendar day in Berlin.
  const label = (iso: string) => formatBerlinDate(`${iso}T12:00:00Z`, intl.locale);
  return (
    <fieldset className="ws-skipped" aria-describedby={`${id}-hint`}>
      <legend>{t(m.legend)}</legend>
      <p id={`${id}-hint`} className="ui-field__hint">
        {t(m.hint)}
      </p>
      <div className="ws-skipped__add">
        <TextField
          name="skippedDay"
          type="date"
          label={t(m.day)}
          min={min}
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
        <Button variant="secondary" size="sm" onClick={add}>
          {t(m.add)}
        </Button>
      </div>
      {value.length === 0 ? (
        <p className="ui-field__hint">{t(m.none)}</p>
      ) : (
        <ul className="ws-skipped__list">
          {value.map((iso) => (
            <li key={iso}>
              {label(iso)}{' '}
              <Button
                variant="ghost"
                size="sm"
                aria-label={t(m.remove, { date: label(iso) })}
                onClick={() => onChange(value.filter((entry) => entry !== iso))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
