import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('SessionPayments', { description: 'Open and paid amounts of one workshop session.' })
export class SessionPaymentsModel {
  @Field(() => ID, { nullable: true }) workshopId!: string | null;
  @Field(() => ID, { nullable: true }) sessionId!: string | null;
  @Field() title!: string;
  @Field(() => Date, { nullable: true }) startsAt!: Date | null;
  @Field(() => Int) openCount!: number;
  @Field(() => Int) openCents!: number;
  @Field(() => Int) paidCount!: number;
  @Field(() => Int) paidCents!: number;
  @Field(() => Int, { description: 'Invoices reversed by a cancellation invoice.' })
  cancelledCount!: number;
  @Field(() => Int, { description: 'Paid on invoices since cancelled: goes back.' })
  refundDueCents!: number;
  @Field(() => Int) refundedCents!: number;
  @Field(() => Int) writtenOffCents!: number;
}

@ObjectType('SessionPaymentsPage', {
  description: 'One page of the payment overview; nextCursor is null on the last page.',
})
export class SessionPaymentsPageModel {
  @Field(() => [SessionPaymentsModel]) items!: SessionPaymentsModel[];
  @Field(() => String, {
    nullable: true,
    description: 'Pass as `after` for the next page; null when this is the last one.',
  })
  nextCursor!: string | null;
}

@ObjectType('AdminInvoice')
export class AdminInvoiceModel {
  @Field(() => ID) id!: string;
  @Field() number!: string;
  @Field() buyerName!: string;
  @Field() buyerEmail!: string;
  @Field(() => Int) grossCents!: number;
  @Field(() => Date, { nullable: true }) dueAt!: Date | null;
  @Field({
    description: 'open, paid, refunded, written_off, cancelled or refund_due (see Invoice).',
  })
  paymentState!: string;
  @Field(() => Date, { nullable: true }) paidAt!: Date | null;
  @Field() cancelled!: boolean;
  @Field(() => ID, { nullable: true }) sessionId!: string | null;
  @Field() description!: string;
}

@ObjectType('CamtMatch')
export class CamtMatchModel {
  @Field() entryRef!: string;
  @Field() invoiceNumber!: string;
  @Field(() => Int) amountCents!: number;
}

@ObjectType('CamtUnmatched')
export class CamtUnmatchedModel {
  @Field() entryRef!: string;
  @Field(() => Int) amountCents!: number;
  @Field() remittance!: string;
  @Field(() => String, { nullable: true }) debtorName!: string | null;
  @Field({
    description: 'NO_REFERENCE, UNKNOWN_INVOICE, AMOUNT_MISMATCH, NOT_OPEN or CURRENCY.',
  })
  reason!: string;
}

@ObjectType('CamtImportResult')
export class CamtImportResultModel {
  @Field(() => [CamtMatchModel]) matched!: CamtMatchModel[];
  @Field(() => [CamtMatchModel], {
    description:
      'Entries an earlier import recorded (the same file, or an overlapping statement): nothing changed; invoiceNumber is the invoice they paid.',
  })
  alreadyImported!: CamtMatchModel[];
  @Field(() => [CamtUnmatchedModel]) unmatched!: CamtUnmatchedModel[];
}

@ObjectType('HostSessionPayments', { description: 'For a host: how many seats are paid.' })
export class HostSessionPaymentsModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => ID) workshopId!: string;
  @Field() title!: string;
  @Field() startsAt!: Date;
  @Field(() => Int) registeredCount!: number;
  @Field(() => Int) invoicedCount!: number;
  @Field(() => Int) paidCount!: number;
}
