import { useMutation } from '@apollo/client/react';
import { formatBerlinDateTime } from '@platform/domain';
import { BOOKING_LIMITS } from '@platform/domain';
import { Alert, Button, Dialog, TextAreaField } from '@platform/ui';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { graphql } from '../../../graphql/generated';

const TeamCancelBookingMutation = graphql(`
  mutation TeamCancelBooking($input: TeamCancelBookingInput!) {
    teamCancelBooking(input: $input)
  }
`);

const m = defineMessages({
  open: { id: 'booking.admin.cancel.open', defaultMessage: 'Stornieren' },
  title: { id: 'booking.admin.cancel.title', defaultMessage: 'Termin stornieren?' },
  confirm: { id: 'booking.admin.cancel.confirm', defaultMessage: 'Termin stornieren' },
  keep: { id: 'booking.admin.cancel.keep', defaultMessage: 'Behalten' },
  cancelling: { id: 'booking.admin.cancel.cancelling', defaultMessage: 'Wird storniert…' },
  failed: {
    id: 'booking.admin.cancel.failed',
    defaultMessage: 'Der Termin konnte nicht storniert werden.',
  },
  message: { id: 'booking.admin.team.message', defaultMessage: 'Nachricht an die Person' },
  messageHint: {
    id: 'booking.admin.team.messageHint',
    defaultMessage: 'Steht in der E-Mail, z. B. der Grund oder ein Vorschlag.',
  },
  optional: { id: 'booking.admin.team.optional', defaultMessage: 'optional' },
});

const texts = {
  openLabel: defineMessage<{ name: string; when: string }>({
    id: 'booking.admin.cancel.openLabel',
    defaultMessage: 'Termin von {name} am {when} stornieren',
  }),
  text: defineMessage<{ name: string; when: string }>({
    id: 'booking.admin.cancel.text',
    defaultMessage:
      'Der Termin von {name} am {when} wird storniert. {name} und die Beraterin oder der Berater erhalten eine E-Mail mit einer Kalenderdatei, die den Termin entfernt.',
  }),
  done: defineMessage<{ name: string }>({
    id: 'booking.admin.cancel.done',
    defaultMessage: 'Der Termin von {name} ist storniert; beide wurden benachrichtigt.',
  }),
};

/** The optional message for the visitor in the team's move and cancel dialogs. */
export function TeamMessageField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <TextAreaField
      name="message"
      label={t(m.message)}
      hint={t(m.messageHint)}
      optionalLabel={t(m.optional)}
      rows={3}
      maxLength={BOOKING_LIMITS.message}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Cancel button of one upcoming booking, with a confirmation dialog and a message. */
export function AdminCancelBooking({
  booking,
  refetchQuery = 'UpcomingBookings',
  onCancelled,
}: {
  booking: { id: string; name: string; start: string };
  /** The list to reload afterwards (`UpcomingBookings` or `MyConsultations`). */
  refetchQuery?: string;
  onCancelled: (notice: string) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [cancel, cancelled] = useMutation(TeamCancelBookingMutation, {
    refetchQueries: [refetchQuery],
    awaitRefetchQueries: true,
  });
  const values = { name: booking.name, when: formatBerlinDateTime(booking.start, intl.locale) };
  const failure = cancelled.error ? serverErrorOf(cancelled.error) : null;

  const confirm = async () => {
    try {
      await cancel({
        variables: { input: { id: booking.id, message: message.trim() || undefined } },
      });
      setOpen(false);
      onCancelled(t(texts.done, { name: booking.name }));
    } catch (caught) {
      console.error('[booking-admin] Cancelling a booking failed.', caught);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t(texts.openLabel, values)}
        onClick={() => {
          cancelled.reset();
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
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t(m.keep)}
            </Button>
            <Button
              variant="danger"
              loading={cancelled.loading}
              loadingLabel={t(m.cancelling)}
              onClick={() => void confirm()}
            >
              {t(m.confirm)}
            </Button>
          </>
        }
      >
        <p>{t(texts.text, values)}</p>
        <TeamMessageField value={message} onChange={setMessage} />
        {failure && (
          <Alert tone="danger" live="assertive" title={t(m.failed)}>
            {failure.message && <p>{failure.message}</p>}
          </Alert>
        )}
      </Dialog>
    </>
  );
}
