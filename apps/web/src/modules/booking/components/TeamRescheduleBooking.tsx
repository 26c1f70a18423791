import { useMutation } from '@apollo/client/react';
import { formatBerlinDateTime } from '@platform/domain';
import { Alert, Button, Dialog } from '@platform/ui';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { bookingMessages } from '../booking-messages';
import { TeamMessageField } from './AdminCancelBooking';
import { SlotPicker, type SlotSelection } from './SlotPicker';

const TeamRescheduleBookingMutation = graphql(`
  mutation TeamRescheduleBooking($input: TeamRescheduleBookingInput!) {
    teamRescheduleBooking(input: $input)
  }
`);

const m = defineMessages({
  open: { id: 'booking.admin.move.open', defaultMessage: 'Verschieben' },
  title: { id: 'booking.admin.move.title', defaultMessage: 'Termin verschieben' },
  confirm: { id: 'booking.admin.move.confirm', defaultMessage: 'Auf diese Zeit verschieben' },
  keep: { id: 'booking.admin.move.keep', defaultMessage: 'Schließen' },
  failed: {
    id: 'booking.admin.move.failed',
    defaultMessage: 'Der Termin konnte nicht verschoben werden.',
  },
});

const texts = {
  openLabel: defineMessage<{ name: string; when: string }>({
    id: 'booking.admin.move.openLabel',
    defaultMessage: 'Termin von {name} am {when} verschieben',
  }),
  text: defineMessage<{ name: string; when: string }>({
    id: 'booking.admin.move.text',
    defaultMessage:
      'Wählen Sie eine neue Zeit für den Termin von {name} am {when}. Beide erhalten eine E-Mail mit der aktualisierten Kalenderdatei.',
  }),
  done: defineMessage<{ name: string; when: string }>({
    id: 'booking.admin.move.done',
    defaultMessage: 'Der Termin von {name} ist auf {when} verschoben; beide wurden benachrichtigt.',
  }),
};

/**
 * "Verschieben" for one upcoming booking: the consultant's free slots (no visitor cutoff or
 * limit applies to the team) and an optional message for the visitor.
 */
export function TeamRescheduleBooking({
  booking,
  refetchQuery = 'UpcomingBookings',
  onMoved,
}: {
  booking: { id: string; consultantId: string; name: string; start: string };
  /** The list to reload afterwards (`UpcomingBookings` or `MyConsultations`). */
  refetchQuery?: string;
  onMoved: (notice: string) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState(false);
  const [selection, setSelection] = useState<SlotSelection | null>(null);
  const [message, setMessage] = useState('');
  const [slotError, setSlotError] = useState<string>();
  const [move, moved] = useMutation(TeamRescheduleBookingMutation, {
    refetchQueries: [refetchQuery],
    awaitRefetchQueries: true,
  });
  const values = { name: booking.name, when: formatBerlinDateTime(booking.start, intl.locale) };
  const failure = moved.error ? serverErrorOf(moved.error) : null;

  const confirm = async () => {
    if (!selection) {
      setSlotError(t(bookingMessages.slotRequired));
      return;
    }
    try {
      await move({
        variables: {
          input: { id: booking.id, start: selection.start, message: message.trim() || undefined },
        },
      });
      setOpen(false);
      onMoved(
        t(texts.done, {
          name: booking.name,
          when: formatBerlinDateTime(selection.start, intl.locale),
        }),
      );
    } catch (caught) {
      console.error('[booking-admin] Moving a booking failed.', caught);
      setSelection(null);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t(texts.openLabel, values)}
        onClick={() => {
          moved.reset();
          setSelection(null);
          setSlotError(undefined);
          setOpen(true);
        }}
      >
        {t(m.open)}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t(m.title)}
        footer={
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t(m.keep)}
          </Button>
        }
      >
        <p>{t(texts.text, values)}</p>
        <TeamMessageField value={message} onChange={setMessage} />
        {failure && (
          <Alert tone="danger" live="assertive" title={t(m.failed)}>
            {failure.message && <p>{failure.message}</p>}
          </Alert>
        )}
        {open && (
          <SlotPicker
            consultantId={booking.consultantId}
            selection={selection}
            onSelect={(chosen) => {
              setSelection(chosen);
              if (chosen) setSlotError(undefined);
            }}
            onNext={() => void confirm()}
            nextLabel={t(m.confirm)}
            nextLoading={moved.loading}
            error={slotError}
          />
        )}
      </Dialog>
    </>
  );
}
