import { defineMessage, defineMessages } from 'react-intl';
import type { BadgeTone } from '@platform/ui';

/** Payment states and invoice kinds as people read them. */
export const paymentStateMessages = defineMessages({
  open: { id: 'billing.state.open', defaultMessage: 'Zahlung offen' },
  paid: { id: 'billing.state.paid', defaultMessage: 'Bezahlt' },
  refunded: { id: 'billing.state.refunded', defaultMessage: 'Erstattet' },
  written_off: { id: 'billing.state.writtenOff', defaultMessage: 'Ausgebucht' },
  cancelled: { id: 'billing.state.cancelled', defaultMessage: 'Storniert' },
  refund_due: {
    id: 'billing.state.refundDue',
    defaultMessage: 'Storniert · Erstattung offen',
  },
});

export const invoiceKindMessages = defineMessages({
  invoice: defineMessage<{ number: string | number }>({
    id: 'billing.kind.invoice',
    defaultMessage: 'Rechnung {number}',
  }),
  cancellation: defineMessage<{ number: string | number }>({
    id: 'billing.kind.cancellation',
    defaultMessage: 'Stornorechnung {number}',
  }),
});

export const PAYMENT_TONES: Record<string, BadgeTone> = {
  open: 'warning',
  paid: 'success',
  refunded: 'neutral',
  written_off: 'neutral',
  cancelled: 'neutral',
  refund_due: 'warning',
};

export function isPaymentState(value: unknown): value is keyof typeof paymentStateMessages {
  return typeof value === 'string' && value in paymentStateMessages;
}
