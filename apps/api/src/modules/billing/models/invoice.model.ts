import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { shownPaymentState } from '@platform/domain';
import type { Invoice } from '../entities/invoice.entity.js';

/** An invoice as its buyer (or an admin) sees it; the PDF comes from the REST download path. */
@ObjectType('Invoice')
export class InvoiceModel {
  @Field(() => ID) id!: string;
  @Field({ description: '2027-00042; also the payment reference.' }) number!: string;
  @Field({ description: 'invoice or cancellation.' }) kind!: string;
  @Field(() => String, { nullable: true, description: 'For a cancellation: the reversed invoice.' })
  originalNumber!: string | null;
  @Field({ description: 'YYYY-MM-DD (Berlin).' }) issueDate!: string;
  @Field({ description: 'What was sold, as printed on the invoice.' }) description!: string;
  @Field(() => Int, { description: 'Gross, in cents (negative on a cancellation).' })
  grossCents!: number;
  @Field(() => Date, { nullable: true }) dueAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description:
      'open, paid, refunded, written_off, cancelled (reversed, nothing paid) or refund_due (reversed, paid money goes back); null on a cancellation invoice.',
  })
  paymentState!: string | null;
  @Field({ description: 'A refund is due and the buyer has named the account for it.' })
  refundAccountGiven!: boolean;
  @Field({ description: 'True once a cancellation invoice reversed it.' }) cancelled!: boolean;
  @Field({ description: 'Download path of the PDF (signed-in buyer or admin).' }) pdfPath!: string;
}

function shownState(i: Invoice): string | null {
  return i.paymentState ? shownPaymentState(i.paymentState, i.cancelledById !== null) : null;
}

export function toInvoiceModel(i: Invoice, refundAccountGiven = false): InvoiceModel {
  return Object.assign(new InvoiceModel(), {
    id: i.id,
    number: i.number,
    kind: i.kind,
    originalNumber: i.originalNumber,
    issueDate: i.issueDate,
    description: i.description,
    grossCents: i.grossCents,
    dueAt: i.dueAt,
    paymentState: shownState(i),
    refundAccountGiven,
    cancelled: i.cancelledById !== null,
    pdfPath: `/api/invoices/${i.id}/pdf`,
  });
}

/** REST shape for the guest's manage link: the PDF path carries the link's own secret. */
export function invoiceJson(i: Invoice, guest?: { registrationId: string; token: string }) {
  return {
    id: i.id,
    number: i.number,
    kind: i.kind,
    original_number: i.originalNumber,
    issue_date: i.issueDate,
    gross_cents: i.grossCents,
    due_at: i.dueAt?.toISOString() ?? null,
    payment_state: shownState(i),
    cancelled: i.cancelledById !== null,
    pdf_url: guest
      ? `/api/invoices/${i.id}/guest-pdf?registration=${guest.registrationId}&token=${encodeURIComponent(guest.token)}`
      : `/api/invoices/${i.id}/pdf`,
  };
}
