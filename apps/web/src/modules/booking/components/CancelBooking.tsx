import { useMutation, useQuery } from '@apollo/client/react';
import { formatBerlinDate, formatBerlinTime } from '@platform/domain';
import { Alert, Button } from '@platform/ui';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import { graphql } from '../../../graphql/generated';
import { bookingMessages } from '../booking-messages';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { BookingSummary } from './BookingSummary';
import { ManagedBookingNotice } from './ManagedBookingNotice';

const CancellableBookingQuery = graphql(`
  query CancellableBooking($token: String!) {
    cancellableBooking(token: $token) {
      consultantName
      start
      end
      cancelled
      cancelDeadline
      canCancel
      canReschedule
      changeCutoffHours
      meetingMode
      location
      contactEmail
      contactPhone
    }
  }
`);

const CancelBookingMutation = graphql(`
  mutation CancelBooking($token: String!) {
    cancelBooking(token: $token) {
      consultantName
      start
      end
      cancelled
      cancelDeadline
      canCancel
      canReschedule
      changeCutoffHours
      meetingMode
      location
      contactEmail
      contactPhone
    }
  }
`);

const m = defineMessages({
  loading: { id: 'booking.cancel.loading', defaultMessage: 'Termin wird geladen…' },
  loadFailed: {
    id: 'booking.cancel.loadFailed',
    defaultMessage: 'Der Termin konnte nicht geladen werden.',
  },
  noToken: {
    id: 'booking.cancel.noToken',
    defaultMessage: 'Dieser Link ist unvollständig. Bitte öffnen Sie den Link aus Ihrer E-Mail.',
  },
  question: {
    id: 'booking.cancel.question',
    defaultMessage: 'Möchten Sie diesen Termin stornieren?',
  },
  reschedule: {
    id: 'booking.cancel.reschedule',
    defaultMessage: 'Lieber einen anderen Zeitpunkt? Termin verschieben',
  },
  confirm: { id: 'booking.cancel.confirm', defaultMessage: 'Termin stornieren' },
  cancelling: { id: 'booking.cancel.cancelling', defaultMessage: 'Wird storniert...' },
  done: {
    id: 'booking.cancel.done',
    defaultMessage: 'Ihr Termin wurde storniert. Sie erhalten eine Bestätigung per E-Mail.',
  },
  already: { id: 'booking.cancel.already', defaultMessage: 'Dieser Termin ist bereits storniert.' },
  failed: {
    id: 'booking.cancel.failed',
    defaultMessage: 'Die Stornierung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
  bookNew: { id: 'booking.cancel.bookNew', defaultMessage: 'Neuen Termin buchen' },
});

const deadlineMessage = defineMessage<{ deadline: string }>({
  id: 'booking.cancel.deadline',
  defaultMessage: 'Eine Stornierung ist bis {deadline} Uhr möglich.',
});

/** The page behind the cancel link: shows the booking, cancels only on an explicit click. */
export function CancelBooking({ token }: { token: string | null }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const booking = useQuery(CancellableBookingQuery, {
    skip: !token,
    variables: { token: token ?? '' },
  });
  const [cancel, cancelled] = useMutation(CancelBookingMutation);
  // When the page was opened: whether the cutoff has passed is judged against this.
  const [openedAt] = useState(() => Date.now());

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

  const shown = cancelled.data?.cancelBooking ?? booking.data.cancellableBooking;
  const deadline = new Date(shown.cancelDeadline);
  const open = shown.canCancel && !shown.cancelled && deadline.getTime() > openedAt;
  const cancelError = cancelled.error && serverErrorOf(cancelled.error);

  return (
    <div className="booking-cancel">
      <BookingSummary {...shown} />
      <div aria-live="polite">
        {cancelled.data && (
          <Alert tone="success" live="off">
            {t(m.done)}
          </Alert>
        )}
        {!cancelled.data && shown.cancelled && <Alert tone="info">{t(m.already)}</Alert>}
        {!shown.cancelled && !open && (
          <ManagedBookingNotice
            reason="tooLate"
            changeCutoffHours={shown.changeCutoffHours}
            contactEmail={shown.contactEmail}
            contactPhone={shown.contactPhone}
          />
        )}
        {cancelError && (
          <Alert tone="danger" live="assertive" title={t(m.failed)}>
            {cancelError.message && <p>{cancelError.message}</p>}
          </Alert>
        )}
      </div>
      {open && (
        <>
          <p>{t(m.question)}</p>
          <p>
            {t(deadlineMessage, {
              deadline: `${formatBerlinDate(deadline, intl.locale)}, ${formatBerlinTime(deadline, intl.locale)}`,
            })}
          </p>
          <Button
            loading={cancelled.loading}
            loadingLabel={t(m.cancelling)}
            onClick={() => {
              cancel({ variables: { token } }).catch((error: unknown) => {
                console.error('[booking] Cancelling failed.', error);
              });
            }}
          >
            {t(m.confirm)}
          </Button>
          {shown.canReschedule && (
            <p>
              <Link to={`${PATHS.bookingReschedule}?token=${encodeURIComponent(token)}`}>
                {t(m.reschedule)}
              </Link>
            </p>
          )}
        </>
      )}
      {shown.cancelled && (
        <p>
          <Link to={PATHS.booking}>{t(m.bookNew)}</Link>
        </p>
      )}
    </div>
  );
}
