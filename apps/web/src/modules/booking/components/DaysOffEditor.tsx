import { CONSULTANT_LIMITS } from '@platform/domain';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { adminMessages } from './admin-messages';

const AddDayOffMutation = graphql(`
  mutation AddConsultantDayOff($consultantId: ID!, $input: DayOffInput!) {
    addConsultantDayOff(consultantId: $consultantId, input: $input) {
      id
      daysOff {
        id
        startDate
        endDate
        note
      }
    }
  }
`);

const RemoveDayOffMutation = graphql(`
  mutation RemoveConsultantDayOff($id: ID!) {
    removeConsultantDayOff(id: $id) {
      id
      daysOff {
        id
        startDate
        endDate
        note
      }
    }
  }
`);

const m = defineMessages({
  title: { id: 'booking.admin.daysOff.title', defaultMessage: 'Freie Tage' },
  empty: { id: 'booking.admin.daysOff.empty', defaultMessage: 'Keine freien Tage eingetragen.' },
  from: { id: 'booking.admin.daysOff.from', defaultMessage: 'Erster Tag' },
  to: { id: 'booking.admin.daysOff.to', defaultMessage: 'Letzter Tag' },
  note: { id: 'booking.admin.daysOff.note', defaultMessage: 'Notiz' },
  optional: { id: 'booking.admin.daysOff.optional', defaultMessage: 'optional' },
  add: { id: 'booking.admin.daysOff.add', defaultMessage: 'Freie Tage eintragen' },
  adding: { id: 'booking.admin.daysOff.adding', defaultMessage: 'Wird eingetragen...' },
});

const rangeMessage = defineMessage<{ from: string; to: string }>({
  id: 'booking.admin.daysOff.range',
  defaultMessage: '{from} bis {to}',
});

interface DayOff {
  id: string;
  startDate: string;
  endDate: string;
  note: string | null;
}

/** Date ranges (both ends included) on which nobody can book this consultant. */
export function DaysOffEditor({
  consultantId,
  daysOff,
}: {
  consultantId: string;
  daysOff: DayOff[];
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [values, setValues] = useState({ startDate: '', endDate: '', note: '' });
  const [add, added] = useMutation(AddDayOffMutation);
  const [remove, removed] = useMutation(RemoveDayOffMutation);
  const error = serverErrorOf(added.error ?? removed.error);
  const date = (iso: string) =>
    intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await add({
        variables: {
          consultantId,
          input: {
            startDate: values.startDate,
            endDate: values.endDate || values.startDate,
            note: values.note || undefined,
          },
        },
      });
      setValues({ startDate: '', endDate: '', note: '' });
    } catch (caught) {
      console.error('[booking-admin] Adding days off failed.', caught);
    }
  };

  return (
    <div className="booking-admin__section">
      <h4>{t(m.title)}</h4>
      {daysOff.length === 0 ? (
        <p>{t(m.empty)}</p>
      ) : (
        <ul className="booking-admin__list">
          {daysOff.map((off) => (
            <li key={off.id} className="booking-admin__row">
              <span>
                {t(rangeMessage, { from: date(off.startDate), to: date(off.endDate) })}
                {off.note ? ` – ${off.note}` : ''}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  remove({ variables: { id: off.id } }).catch((caught: unknown) => {
                    console.error('[booking-admin] Removing a day off failed.', caught);
                  });
                }}
              >
                {t(adminMessages.remove)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void submit(event)} className="booking-admin__row">
        <TextField
          type="date"
          label={t(m.from)}
          required
          value={values.startDate}
          onChange={(event) => setValues({ ...values, startDate: event.target.value })}
        />
        <TextField
          type="date"
          label={t(m.to)}
          value={values.endDate}
          min={values.startDate || undefined}
          onChange={(event) => setValues({ ...values, endDate: event.target.value })}
        />
        <TextField
          label={t(m.note)}
          optionalLabel={t(m.optional)}
          maxLength={CONSULTANT_LIMITS.dayOffNote}
          value={values.note}
          onChange={(event) => setValues({ ...values, note: event.target.value })}
        />
        <Button type="submit" size="sm" loading={added.loading} loadingLabel={t(m.adding)}>
          {t(m.add)}
        </Button>
      </form>
      <div aria-live="polite">
        {(added.error ?? removed.error) && (
          <Alert tone="danger" live="assertive" title={t(adminMessages.failed)}>
            {error.message && <p>{error.message}</p>}
          </Alert>
        )}
      </div>
    </div>
  );
}
