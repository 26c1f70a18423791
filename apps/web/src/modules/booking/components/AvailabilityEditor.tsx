import { useMutation } from '@apollo/client/react';
import { Alert, Button, SelectField, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { MEETING_MODES, type MeetingMode } from '@platform/domain';
import { bookingMessages } from '../booking-messages';
import { adminMessages, WEEKDAYS } from './admin-messages';

const SetAvailabilityMutation = graphql(`
  mutation SetConsultantAvailability($id: ID!, $input: AvailabilityInput!) {
    setConsultantAvailability(id: $id, input: $input) {
      id
      availability {
        weekday
        startTime
        endTime
        mode
      }
    }
  }
`);

const m = defineMessages({
  title: {
    id: 'booking.admin.availability.title',
    defaultMessage: 'Wöchentliche Verfügbarkeit (Berliner Zeit)',
  },
  weekday: { id: 'booking.admin.availability.weekday', defaultMessage: 'Wochentag' },
  start: { id: 'booking.admin.availability.start', defaultMessage: 'Von' },
  end: { id: 'booking.admin.availability.end', defaultMessage: 'Bis' },
  mode: { id: 'booking.admin.availability.mode', defaultMessage: 'Art' },
  add: { id: 'booking.admin.availability.add', defaultMessage: 'Zeitfenster hinzufügen' },
  empty: {
    id: 'booking.admin.availability.empty',
    defaultMessage: 'Noch keine Zeitfenster: Ohne Verfügbarkeit ist nichts buchbar.',
  },
});

interface Window {
  weekday: number;
  startTime: string;
  endTime: string;
  mode: MeetingMode;
}

/** Exactly the fields `AvailabilityWindowInput` accepts, whatever else the row carries. */
export function toWindowInput({ weekday, startTime, endTime, mode }: Window): Window {
  return { weekday, startTime, endTime, mode };
}

/** Weekly windows edited as a list and saved as a whole. */
export function AvailabilityEditor({
  consultantId,
  windows,
}: {
  consultantId: string;
  windows: Window[];
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  // Only the editable fields: the query's rows also carry `__typename`, which the
  // mutation's input type does not know.
  const [rows, setRows] = useState<Window[]>(() => windows.map(toWindowInput));
  const [save, result] = useMutation(SetAvailabilityMutation);
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const error = result.error && serverErrorOf(result.error);

  const update = (index: number, patch: Partial<Window>) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setStatus('idle');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({
        variables: {
          id: consultantId,
          // `<input type="time">` gives HH:MM; midnight as an end means the end of the day.
          input: {
            windows: rows.map((r) => ({
              ...toWindowInput(r),
              endTime: r.endTime === '00:00' ? '24:00' : r.endTime,
            })),
          },
        },
      });
      setStatus('saved');
    } catch (caught) {
      console.error('[booking-admin] Saving availability failed.', caught);
      setStatus('failed');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="booking-admin__section">
      <h4>{t(m.title)}</h4>
      {rows.length === 0 && <p>{t(m.empty)}</p>}
      <ul className="booking-admin__list">
        {rows.map((row, index) => (
          <li key={index} className="booking-admin__row">
            <SelectField
              label={t(m.weekday)}
              value={String(row.weekday)}
              onChange={(event) => update(index, { weekday: Number(event.target.value) })}
            >
              {([1, 2, 3, 4, 5, 6, 7] as const).map((day) => (
                <option key={day} value={day}>
                  {t(WEEKDAYS[day])}
                </option>
              ))}
            </SelectField>
            <TextField
              type="time"
              step={300}
              label={t(m.start)}
              value={row.startTime}
              required
              onChange={(event) => update(index, { startTime: event.target.value })}
            />
            <TextField
              type="time"
              step={300}
              label={t(m.end)}
              value={row.endTime === '24:00' ? '00:00' : row.endTime}
              required
              onChange={(event) => update(index, { endTime: event.target.value })}
            />
            <SelectField
              label={t(m.mode)}
              value={row.mode}
              onChange={(event) => update(index, { mode: event.target.value as MeetingMode })}
            >
              {MEETING_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(mode === 'online' ? bookingMessages.modeOnline : bookingMessages.modeOnsite)}
                </option>
              ))}
            </SelectField>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
            >
              {t(adminMessages.remove)}
            </Button>
          </li>
        ))}
      </ul>
      <div className="booking-admin__row">
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            setRows((current) => [
              ...current,
              { weekday: 2, startTime: '09:00', endTime: '12:00', mode: 'online' },
            ])
          }
        >
          {t(m.add)}
        </Button>
        <Button
          type="submit"
          size="sm"
          loading={result.loading}
          loadingLabel={t(adminMessages.saving)}
        >
          {t(adminMessages.save)}
        </Button>
      </div>
      <div aria-live="polite">
        {status === 'saved' && <p>{t(adminMessages.saved)}</p>}
        {status === 'failed' && (
          <Alert tone="danger" live="assertive" title={t(adminMessages.failed)}>
            {error?.message && <p>{error.message}</p>}
          </Alert>
        )}
      </div>
    </form>
  );
}
