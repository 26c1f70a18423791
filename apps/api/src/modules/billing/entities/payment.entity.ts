import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { PaymentState } from '@platform/domain';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '../payment-method.js';
import { Invoice } from './invoice.entity.js';

/**
 * Money received for an invoice, one row per payment, written only by
 * `PaymentRecorder.recordPayment`. A payment from an outside source (a bank statement entry)
 * carries that source's reference; the unique index lets each reference be used once per
 * method, so the database itself refuses paying a second invoice with the same bank entry,
 * also when two imports run at the same moment. Rows are kept with the invoice (ten years).
 */
@Entity({ name: 'payments' })
@Check('payments_method_check', `method IN (${PAYMENT_METHOD_IDS.map((m) => `'${m}'`).join(', ')})`)
@Check('payments_amount_check', 'amount_cents > 0')
@Index('payments_invoice_idx', ['invoiceId'])
@Index('payments_source_reference_key', ['method', 'sourceReference'], {
  unique: true,
  where: 'source_reference IS NOT NULL',
})
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  invoiceId!: string;

  @ManyToOne(() => Invoice, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: Invoice;

  @Column({ type: 'integer' })
  amountCents!: number;

  /** `bank_transfer` (from a statement) or `manual` (an admin's "paid"). */
  @Column({ type: 'varchar', length: 20 })
  method!: PaymentMethodId;

  /** The source's own reference: a bank entry's `AcctSvcrRef` or the hash of its content. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  sourceReference!: string | null;

  /** When the money arrived (the booking date of the bank entry; for manual: when recorded). */
  @Column({ type: 'timestamptz' })
  receivedAt!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  recordedAt!: Date;

  /** The admin who recorded it (or imported the statement); cleared when that account goes. */
  @ForeignKey('User', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  recordedById!: string | null;

  /** The invoice's payment state before this payment (what an undo restores). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  previousState!: PaymentState | null;

  /** Set when an admin undid this payment within the undo window; the row is kept. */
  @Column({ type: 'timestamptz', nullable: true })
  reversedAt!: Date | null;

  /** When the payer's receipt was queued (after the undo window); it closes the window, too. */
  @Column({ type: 'timestamptz', nullable: true })
  receiptQueuedAt!: Date | null;
}
