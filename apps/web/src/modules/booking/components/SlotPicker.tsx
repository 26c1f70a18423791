import { useQuery } from '@apollo/client/react';
import {
  ANY_CONSULTANT,
  type BookingQuestion,
  formatBerlinDate,
  formatBerlinTime,
  type MeetingMode,
} from '@platform/domain';
import { Alert, Button, SelectField } from '@platform/ui';
import { useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import type { BookingSlotsQuery } from '../../../graphql/generated/graphql';
import { bookingMessages } from '../booking-messages';

const ConsultantsQuery = graphql(`
  query BookingConsultants {
    consultants {
      id
      displayName
      appointmentMinutes
      phoneField
      questions {
        id
        kind
        labelDe
        labelEn
        required
        options
      }
    }
  }
`);

const SlotsQuery = graphql(`
  query BookingSlots($consultantId: ID!, $from: DateTime!, $to: DateTime!) {
    availableSlots(consultantId: $consultantId, from: $from, to: $to) {
      start
      end
      mode
      consultant {
        id
        displayName
        phoneField
        questions {
          id
          kind
          labelDe
          labelEn
          required
          options
        }
      }
    }
  }
`);

type Slot = BookingSlotsQuery['availableSlots'][number];

const DAY = 86_400_000;
/** Days shown at once; the server allows up to 62. */
const PAGE_DAYS = 14;

const m = defineMessages({
  consultantLabel: { id: 'booking.picker.consultant', defaultMessage: 'Beraterin oder Berater' },
  anyConsultant: {
    id: 'booking.picker.any',
    defaultMessage: 'Beliebige Beraterin / beliebiger Berater',
  },
  anyHint: {
    id: 'booking.picker.anyHint',
    defaultMessage:
      'Sie sehen die freien Termine aller Beraterinnen und Berater. Beim Wählen eines Termins sehen Sie, wer Sie berät.',
  },
  loadingConsultants: {
    id: 'booking.picker.loadingConsultants',
    defaultMessage: 'Berater werden geladen…',
  },
  noConsultants: {
    id: 'booking.picker.noConsultants',
    defaultMessage:
      'Zurzeit sind keine Termine buchbar. Bitte schreiben Sie uns über das Kontaktformular.',
  },
  slotsTitle: { id: 'booking.picker.slotsTitle', defaultMessage: 'Freie Termine' },
  loadingSlots: { id: 'booking.picker.loadingSlots', defaultMessage: 'Termine werden geladen…' },
  noSlots: {
    id: 'booking.picker.noSlots',
    defaultMessage:
      'In diesem Zeitraum ist kein Termin frei. Bitte sehen Sie in den nächsten Tagen nach.',
  },
  earlier: { id: 'booking.picker.earlier', defaultMessage: 'Frühere Tage' },
  later: { id: 'booking.picker.later', defaultMessage: 'Spätere Tage' },
  next: { id: 'booking.picker.next', defaultMessage: 'Weiter' },
});

const slotLabelMessage = defineMessage<{ date: string; time: string; mode: string }>({
  id: 'booking.picker.slotLabel',
  defaultMessage: '{date}, {time} Uhr, {mode}',
});

const assigneeMessage = defineMessage<{ name: string }>({
  id: 'booking.picker.assignee',
  defaultMessage: 'Für diesen Termin berät Sie {name}.',
});

const rangeMessage = defineMessage<{ from: string; to: string }>({
  id: 'booking.picker.range',
  defaultMessage: '{from} bis {to}',
});

const minutesMessage = defineMessage<{ name: string; minutes: number }>({
  id: 'booking.picker.minutes',
  defaultMessage: '{name} ({minutes} Minuten)',
});

export interface SlotSelection {
  consultantId: string;
  consultantName: string;
  start: string;
  end: string;
  mode: MeetingMode;
  /** Whether the consultant's form asks for a phone number. */
  phoneField: string;
  /** The consultant's extra questions (step 2). */
  questions: BookingQuestion[];
  /**
   * Chosen under "any consultant": the booking is sent as `any`, and the server gives it to
   * this consultant or, should the slot just have gone, to the next free one by the rule.
   */
  any?: boolean;
}

export interface SlotPickerProps {
  selection: SlotSelection | null;
  onSelect: (selection: SlotSelection | null) => void;
  onNext: () => void;
  /** Shown above the slots, e.g. "please choose" or "that slot was just taken". */
  error?: string;
  /** Only this consultant's slots, without the choice of consultant (moving a booking). */
  consultantId?: string;
  /** The button under the slots; "Weiter" by default. */
  nextLabel?: string;
  nextLoading?: boolean;
}

/** Step 1: choose a consultant, then one of their free slots (shown in Berlin time). */
export function SlotPicker({
  selection,
  onSelect,
  onNext,
  error,
  consultantId: fixedId,
  nextLabel,
  nextLoading,
}: SlotPickerProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const consultants = useQuery(ConsultantsQuery);
  const list = consultants.data?.consultants ?? [];
  const [chosenId, setConsultantId] = useState(
    fixedId ?? (selection && !selection.any ? selection.consultantId : ANY_CONSULTANT),
  );
  // Until the visitor picks one by name, every consultant's free slots are shown.
  const consultantId = fixedId ?? chosenId;
  const any = consultantId === ANY_CONSULTANT;
  const [page, setPage] = useState(0);
  // The first moment of the range, fixed per page so the query variables stay stable.
  const [now] = useState(() => Date.now());
  const from = new Date(now + page * PAGE_DAYS * DAY);
  const to = new Date(from.getTime() + PAGE_DAYS * DAY);

  const slots = useQuery(SlotsQuery, {
    skip: !consultantId,
    variables: { consultantId, from: from.toISOString(), to: to.toISOString() },
    fetchPolicy: 'cache-and-network',
  });
  const consultant = list.find((c) => c.id === consultantId);
  const chooseSlot = (slot: {
    start: string;
    end: string;
    mode: MeetingMode;
    consultant?: {
      id: string;
      displayName: string;
      phoneField: string;
      questions: Array<Omit<BookingQuestion, 'kind'> & { kind: string }>;
    } | null;
  }) => {
    const who = any ? slot.consultant : consultant;
    if (!who) return;
    onSelect({
      consultantId: who.id,
      consultantName: who.displayName,
      start: slot.start,
      end: slot.end,
      mode: slot.mode,
      phoneField: who.phoneField,
      questions: who.questions as BookingQuestion[],
      any,
    });
  };

  const days = useMemo(() => {
    const grouped = new Map<string, Slot[]>();
    for (const slot of slots.data?.availableSlots ?? []) {
      const key = formatBerlinDate(slot.start, intl.locale);
      grouped.set(key, [...(grouped.get(key) ?? []), slot]);
    }
    return [...grouped.entries()];
  }, [slots.data, intl.locale]);

  if (consultants.loading) return <p role="status">{t(m.loadingConsultants)}</p>;
  if (consultants.error) {
    return (
      <Alert tone="danger" live="assertive" title={t(bookingMessages.consultantsFailed)}>
        <Button variant="secondary" size="sm" onClick={() => void consultants.refetch()}>
          {t(bookingMessages.retry)}
        </Button>
      </Alert>
    );
  }
  if (list.length === 0 || (fixedId && !consultant)) {
    return <Alert tone="info">{t(m.noConsultants)}</Alert>;
  }

  return (
    <div className="booking-picker">
      {!fixedId && (
        <SelectField
          name="consultant"
          label={t(m.consultantLabel)}
          value={consultantId}
          onChange={(event) => {
            setConsultantId(event.target.value);
            setPage(0);
            onSelect(null);
          }}
        >
          <option value={ANY_CONSULTANT}>{t(m.anyConsultant)}</option>
          {list.map((c) => (
            <option key={c.id} value={c.id}>
              {t(minutesMessage, { name: c.displayName, minutes: c.appointmentMinutes })}
            </option>
          ))}
        </SelectField>
      )}
      {!fixedId && any && <p className="booking-picker__hint">{t(m.anyHint)}</p>}

      <fieldset
        className="booking-slots"
        aria-describedby={error ? 'booking-slot-error' : undefined}
      >
        <legend className="booking-slots__title">{t(m.slotsTitle)}</legend>
        <div className="booking-slots__nav">
          <Button variant="ghost" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t(m.earlier)}
          </Button>
          <span>
            {t(rangeMessage, {
              from: formatBerlinDate(from, intl.locale),
              to: formatBerlinDate(new Date(to.getTime() - 1), intl.locale),
            })}
          </span>
          <Button variant="ghost" size="sm" disabled={page >= 3} onClick={() => setPage(page + 1)}>
            {t(m.later)}
          </Button>
        </div>
        <div aria-live="polite">
          {slots.loading && !slots.data && <p role="status">{t(m.loadingSlots)}</p>}
          {slots.error && (
            <Alert tone="danger" live="assertive" title={t(bookingMessages.slotsFailed)}>
              <Button variant="secondary" size="sm" onClick={() => void slots.refetch()}>
                {t(bookingMessages.retry)}
              </Button>
            </Alert>
          )}
          {slots.data && days.length === 0 && <p>{t(m.noSlots)}</p>}
        </div>
        {days.map(([date, daySlots]) => (
          <div key={date} className="booking-slots__day">
            <h3 className="booking-slots__date">{date}</h3>
            <ul className="booking-slots__list">
              {daySlots.map((slot) => {
                const time = formatBerlinTime(slot.start, intl.locale);
                const chosen = selection?.start === slot.start;
                const mode = t(
                  bookingMessages[slot.mode === 'online' ? 'modeOnline' : 'modeOnsite'],
                );
                return (
                  <li key={slot.start}>
                    <button
                      type="button"
                      className="booking-slot"
                      aria-pressed={chosen}
                      aria-label={t(slotLabelMessage, { date, time, mode })}
                      onClick={() => chooseSlot(slot)}
                    >
                      {time}
                      <span className="booking-slot__mode" aria-hidden="true">
                        {mode}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </fieldset>

      <p className="booking-picker__assignee" aria-live="polite">
        {selection?.any ? t(assigneeMessage, { name: selection.consultantName }) : null}
      </p>
      {error && (
        <p id="booking-slot-error" className="booking-error" role="alert">
          {error}
        </p>
      )}
      <div className="mk-form__actions">
        <Button onClick={onNext} loading={nextLoading}>
          {nextLabel ?? t(m.next)}
        </Button>
      </div>
    </div>
  );
}
