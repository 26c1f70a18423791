import { useMutation } from '@apollo/client/react';
import { ANY_CONSULTANT } from '@platform/domain';
import { Alert, Button } from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { bookingMessages } from '../booking-messages';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { BookingDetailsForm, type BookingDetails } from './BookingDetailsForm';
import { BookingSummary } from './BookingSummary';
import { SlotPicker, type SlotSelection } from './SlotPicker';

const BookConsultationMutation = graphql(`
  mutation BookConsultation($input: BookConsultationInput!) {
    bookConsultation(input: $input) {
      id
      consultantName
      start
      end
      email
      meetingMode
      location
    }
  }
`);

const m = defineMessages({
  step1: { id: 'booking.step1', defaultMessage: 'Schritt 1 von 2: Termin wählen' },
  step2: { id: 'booking.step2', defaultMessage: 'Schritt 2 von 2: Ihre Angaben' },
  successTitle: { id: 'booking.success.title', defaultMessage: 'Ihr Termin ist gebucht!' },
  again: { id: 'booking.success.again', defaultMessage: 'Weiteren Termin buchen' },
});

const successTextMessage = defineMessage<{ email: string }>({
  id: 'booking.success.text',
  defaultMessage:
    'Wir haben Ihnen eine Bestätigung mit Kalenderdatei an {email} gesendet. Über die Links darin können Sie den Termin verschieben oder stornieren.',
});

type Step = 'slot' | 'details' | 'done';
/** Codes after which the chosen slot is gone: back to step 1 with fresh slots. */
const SLOT_CODES = new Set([
  'BOOKING_SLOT_TAKEN',
  'BOOKING_SLOT_IN_PAST',
  'BOOKING_SLOT_UNAVAILABLE',
  'BOOKING_TOO_SHORT_NOTICE',
  'BOOKING_BEYOND_HORIZON',
  'BOOKING_SLOT_REQUIRED',
]);

/** The two-step booking form: choose an appointment, then give name, e-mail and a message. */
export function BookingForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [step, setStep] = useState<Step>('slot');
  const [selection, setSelection] = useState<SlotSelection | null>(null);
  const [slotError, setSlotError] = useState<string>();
  const [serverError, setServerError] = useState<{
    message: string;
    fields: Partial<Record<string, string>>;
  }>();
  const [book, { data, loading, reset }] = useMutation(BookConsultationMutation, {
    refetchQueries: ['BookingSlots'],
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  // Moving between steps puts focus on the new step's heading (not on the first page view).
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
    stepChanged.current = true;
  }, [step]);

  const next = () => {
    if (!selection) {
      setSlotError(t(bookingMessages.slotRequired));
      return;
    }
    setSlotError(undefined);
    setStep('details');
  };

  const submit = async (details: BookingDetails) => {
    if (!selection) return;
    setServerError(undefined);
    try {
      await book({
        variables: {
          input: {
            // Chosen under "any consultant": the server picks (this one, or the next free).
            consultantId: selection.any ? ANY_CONSULTANT : selection.consultantId,
            start: selection.start,
            name: details.name,
            email: details.email,
            phone: details.phone || undefined,
            message: details.message || undefined,
            answers: selection.questions.map((q) => ({
              questionId: q.id,
              value: details.answers[q.id] ?? '',
            })),
          },
        },
      });
      setStep('done');
    } catch (error) {
      console.error('[booking] Booking failed.', error);
      const server = serverErrorOf(error);
      if (server.code && SLOT_CODES.has(server.code)) {
        setSelection(null);
        setSlotError(server.message);
        setStep('slot');
        return;
      }
      setServerError({
        message: server.code === 'VALIDATION_FAILED' ? '' : (server.message ?? ''),
        fields: server.fields,
      });
    }
  };

  const confirmation = data?.bookConsultation;
  return (
    <div className="booking-form">
      <h2 ref={headingRef} tabIndex={-1} className="booking-form__step">
        {step === 'slot' ? t(m.step1) : step === 'details' ? t(m.step2) : t(m.successTitle)}
      </h2>
      {step === 'slot' && (
        <SlotPicker
          selection={selection}
          onSelect={(chosen) => {
            setSelection(chosen);
            if (chosen) setSlotError(undefined);
          }}
          onNext={next}
          error={slotError}
        />
      )}
      {step === 'details' && selection && (
        <BookingDetailsForm
          selection={selection}
          submitting={loading}
          serverError={serverError}
          onBack={() => setStep('slot')}
          onSubmit={(details) => void submit(details)}
        />
      )}
      {step === 'done' && confirmation && (
        <Alert tone="success" live="off">
          <BookingSummary {...confirmation} />
          <p>{t(successTextMessage, { email: confirmation.email })}</p>
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              setSelection(null);
              setStep('slot');
            }}
          >
            {t(m.again)}
          </Button>
        </Alert>
      )}
    </div>
  );
}
