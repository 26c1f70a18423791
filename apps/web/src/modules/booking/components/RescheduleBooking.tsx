import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button } from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../../graphql/generated';
import { PATHS } from '../../../shared/paths';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { bookingMessages } from '../booking-messages';
import { BookingSummary } from './BookingSummary';
import { ManagedBookingNotice } from './ManagedBookingNotice';
import { SlotPicker, type SlotSelection } from './SlotPicker';

const ReschedulableBookingQuery = graphql(`
  query ReschedulableBooking($token: String!) {
    cancellableBooking(token: $token) {
      consultantId
      consultantName
      start
      end
      cancelled
      canReschedule
      canCancel
      reschedulesLeft
      changeCutoffHours
      meetingMode
      location
      contactEmail
      contactPhone
    }
  }
`);

const RescheduleBookingMutation = graphql(`
  mutation RescheduleBooking($input: RescheduleBookingInput!) {
    rescheduleBooking(input: $input) {
      consultantId
      consultantName
      start
      end
      meetingMode
      location
    }
  }
`);

const m = defineMessages({
  loading: { id: 'booking.reschedule.loading', defaultMessage: 'Termin wird geladen…' },
  loadFailed: {
    id: 'booking.reschedule.loadFailed',
    defaultMessage: 'Der Termin konnte nicht geladen werden.',
  },
  noToken: {
    id: 'booking.reschedule.noToken',
    defaultMessage: 'Dieser Link ist unvollständig. Bitte öffnen Sie den Link aus Ihrer E-Mail.',
  },
  current: { id: 'booking.reschedule.current', defaultMessage: 'Ihr bisheriger Termin' },
  choose: {
    id: 'booking.reschedule.choose',
    defaultMessage: 'Wählen Sie eine neue Zeit bei derselben Person.',
  },
  confirm: { id: 'booking.reschedule.confirm', defaultMessage: 'Termin verschieben' },
  doneTitle: { id: 'booking.reschedule.doneTitle', defaultMessage: 'Ihr Termin ist verschoben' },
  done: {
    id: 'booking.reschedule.done',
    defaultMessage:
      'Sie erhalten eine Bestätigung mit der aktualisierten Kalenderdatei per E-Mail. Die Links darin ersetzen die bisherigen.',
  },
  cancelled: {
    id: 'booking.reschedule.cancelled',
    defaultMessage: 'Dieser Termin ist storniert und kann nicht verschoben werden.',
  },
  failed: {
    id: 'booking.reschedule.failed',
    defaultMessage: 'Der Termin konnte nicht verschoben werden.',
  },
  bookNew: { id: 'booking.reschedule.bookNew', defaultMessage: 'Neuen Termin buchen' },
});

/** Codes after which the visitor should choose another slot. */
const SLOT_CODES = new Set([
  'BOOKING_SLOT_TAKEN',
  'BOOKING_SLOT_IN_PAST',
  'BOOKING_SLOT_UNAVAILABLE',
  'BOOKING_TOO_SHORT_NOTICE',
  'BOOKING_BEYOND_HORIZON',
  'BOOKING_SLOT_UNCHANGED',
]);

/**
 * The page behind the mail's reschedule link: the current appointment, the same consultant's
 * free slots, and a move only on an explicit click. Past the consultant's rules it says why
 * and how to reach the company.
 */
export function RescheduleBooking({ token }: { token: string | null }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const booking = useQuery(ReschedulableBookingQuery, {
    skip: !token,
    variables: { token: token ?? '' },
  });
  const [move, moved] = useMutation(RescheduleBookingMutation, {
    refetchQueries: ['BookingSlots'],
  });
  const [selection, setSelection] = useState<SlotSelection | null>(null);
  const [slotError, setSlotError] = useState<string>();
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (moved.data) doneRef.current?.focus();
  }, [moved.data]);

  if (!token) return <Alert tone="warning">{t(m.noToken)}</Alert>;
  if (booking.loading) return <p role="status">{t(m.loading)}</p>;
  if (booking.error || !booking.data) {
    const server = serverErrorOf(booking.error);
    return (
      <Alert tone="danger" live="assertive" title={t(m.loadFailed)}>
        {server.message && <p>{server.message}</p>}
        {!server.code && (
          <Button variant="secondary" size="sm" onClick={() => void booking.refetch()}>
            {t(bookingMessages.retry)}
          </Button>
        )}
      </Alert>
    );
  }

  const done = moved.data?.rescheduleBooking;
  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} className="booking-cancel">
        <Alert tone="success" live="polite" title={t(m.doneTitle)}>
          <BookingSummary {...done} />
          <p>{t(m.done)}</p>
        </Alert>
      </div>
    );
  }

  const current = booking.data.cancellableBooking;
  const reason = current.cancelled
    ? 'cancelled'
    : !current.canCancel
      ? 'tooLate'
      : !current.canReschedule
        ? 'limit'
        : null;

  const submit = async () => {
    if (!selection) {
      setSlotError(t(bookingMessages.slotRequired));
      return;
    }
    setSlotError(undefined);
    try {
      await move({ variables: { input: { token, start: selection.start } } });
    } catch (error) {
      console.error('[booking] Rescheduling failed.', error);
      const server = serverErrorOf(error);
      if (server.code && SLOT_CODES.has(server.code)) setSelection(null);
      setSlotError(server.message ?? t(m.failed));
      if (server.code && !SLOT_CODES.has(server.code)) void booking.refetch();
    }
  };

  return (
    <div className="booking-cancel">
      <h2 className="mk-panel__title">{t(m.current)}</h2>
      <BookingSummary {...current} />
      {reason === 'cancelled' && (
        <>
          <Alert tone="info">{t(m.cancelled)}</Alert>
          <p>
            <Link to={PATHS.booking}>{t(m.bookNew)}</Link>
          </p>
        </>
      )}
      {(reason === 'tooLate' || reason === 'limit') && (
        <ManagedBookingNotice
          reason={reason}
          changeCutoffHours={current.changeCutoffHours}
          contactEmail={current.contactEmail}
          contactPhone={current.contactPhone}
        />
      )}
      {reason === null && (
        <>
          <p>{t(m.choose)}</p>
          <SlotPicker
            consultantId={current.consultantId}
            selection={selection}
            onSelect={(chosen) => {
              setSelection(chosen);
              if (chosen) setSlotError(undefined);
            }}
            onNext={() => void submit()}
            nextLabel={t(m.confirm)}
            nextLoading={moved.loading}
            error={slotError}
          />
        </>
      )}
    </div>
  );
}
