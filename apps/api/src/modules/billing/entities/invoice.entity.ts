import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import {
  INVOICE_KINDS,
  PAYMENT_STATES,
  type InvoiceKind,
  type PaymentState,
} from '@platform/domain';

export const INVOICE_PURPOSES = ['workshop', 'membership', 'project'] as const;
export type InvoicePurpose = (typeof INVOICE_PURPOSES)[number];

/**
 * One printed line of an invoice with several (a project month: one line per specialist), net:
 * `quantity` units (hours) × `unitCents` = `amountCents`. Invoices of one item have none.
 */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/** What the invoice printed about the seller (a copy: later configuration changes do not alter it). */
export interface SellerSnapshot {
  name: string;
  street: string;
  city: string;
  vatId: string | null;
  taxNumber: string | null;
  registry: string | null;
  iban: string;
  bic: string;
  bankName: string | null;
}

/**
 * An issued invoice or cancellation invoice. Everything printed on it is frozen once written (a
 * database trigger refuses changes and deletion); only the payment state, the links to the
 * account and registration (cleared when those go) and the bookkeeping timestamps change.
 * Invoices are kept for the statutory period (§ 147 AO, § 14b UStG: 10 years), also after the
 * account is deleted, so no foreign key may cascade a deletion onto them.
 */
@Entity({ name: 'invoices' })
@Check('invoices_amounts_check', 'net_cents + vat_cents = gross_cents')
@Check('invoices_locale_check', "locale IN ('de', 'en')")
@Check('invoices_cancellation_check', "(kind = 'cancellation') = (original_invoice_id IS NOT NULL)")
@Index('invoices_number_key', ['number'], { unique: true })
@Index('invoices_registration_idx', ['registrationId'])
@Index('invoices_user_idx', ['userId'])
@Index('invoices_session_idx', ['workshopId', 'sessionId'])
@Index('invoices_project_request_idx', ['projectRequestId'])
// The admin's list, newest first (walked backwards).
@Index('invoices_admin_list_idx', ['issuedAt', 'number'], { where: "kind = 'invoice'" })
// The admin's payment overview, a page at a time (migration PaymentOverviewIndexes1795670000000).
@Index('invoices_overview_idx', ['serviceDate', 'sessionId'], {
  where: "kind = 'invoice' AND session_id IS NOT NULL",
})
@Index('invoices_overview_open_idx', ['serviceDate', 'sessionId'], {
  where:
    "kind = 'invoice' AND session_id IS NOT NULL AND payment_state = 'open' AND cancelled_by_id IS NULL",
})
@Index('invoices_session_service_idx', ['sessionId', 'serviceDate'], { where: "kind = 'invoice'" })
// On coalesce(workshop_id, nil uuid) with the summed columns included: an expression TypeORM
// cannot declare, kept by its migrations (SessionlessTotalsIndex1795676000000).
@Index('invoices_sessionless_idx', { synchronize: false })
@Index('invoices_one_cancellation_key', ['originalInvoiceId'], {
  unique: true,
  where: 'original_invoice_id IS NOT NULL',
})
export class Invoice {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** `2027-00042`; also the payment reference. */
  @Column({ type: 'varchar', length: 20 })
  number!: string;

  @Column({ type: 'enum', enum: INVOICE_KINDS, enumName: 'invoice_kind' })
  kind!: InvoiceKind;

  @Column({ type: 'enum', enum: INVOICE_PURPOSES, enumName: 'invoice_purpose' })
  purpose!: InvoicePurpose;

  /** For a cancellation invoice: the invoice it reverses. */
  @Column({ type: 'uuid', nullable: true })
  originalInvoiceId!: string | null;

  @ManyToOne(() => Invoice, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'original_invoice_id' })
  originalInvoice?: Invoice;

  @Column({ type: 'varchar', length: 20, nullable: true })
  originalNumber!: string | null;

  @Column({ type: 'timestamptz' })
  issuedAt!: Date;

  /** The issue date in Berlin (`YYYY-MM-DD`), as printed. */
  @Column({ type: 'date' })
  issueDate!: string;

  @Column({ type: 'varchar', length: 2 })
  locale!: 'de' | 'en';

  @Column({ type: 'jsonb' })
  seller!: SellerSnapshot;

  @Column({ type: 'varchar', length: 200 })
  buyerName!: string;

  @Column({ type: 'varchar', length: 254 })
  buyerEmail!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  buyerOrganisation!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  buyerAddress!: string | null;

  /** The line item: the workshop's title, or the membership month. */
  @Column({ type: 'varchar', length: 300 })
  description!: string;

  /** The lines of an invoice with several (net amounts adding up to `netCents`); else null. */
  @Column({ type: 'jsonb', nullable: true })
  lines!: InvoiceLine[] | null;

  /** The project request a project month's invoice belongs to (a plain id). */
  @Column({ type: 'uuid', nullable: true })
  projectRequestId!: string | null;

  /** When the service is performed (the session start; the membership month's first day). */
  @Column({ type: 'timestamptz' })
  serviceDate!: Date;

  /** Negative amounts on a cancellation invoice. */
  @Column({ type: 'integer' })
  netCents!: number;

  @Column({ type: 'integer' })
  vatCents!: number;

  @Column({ type: 'integer' })
  grossCents!: number;

  @Column({ type: 'integer' })
  vatRatePercent!: number;

  @Column({ type: 'boolean' })
  smallBusiness!: boolean;

  /** Pay by this instant (null on a cancellation invoice). */
  @Column({ type: 'timestamptz', nullable: true })
  dueAt!: Date | null;

  /** The seat's session and workshop (plain ids: the invoice outlives them). */
  @Column({ type: 'uuid', nullable: true })
  workshopId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  sessionId!: string | null;

  /** Cleared when the registration is deleted (account deletion); the invoice stays. */
  @Column({ type: 'uuid', nullable: true })
  registrationId!: string | null;

  /** Cleared when the account is deleted; the invoice stays. */
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  /** SHA-256 of the guest's manage-link secret, so the guest can download without an account. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  guestTokenHash!: string | null;

  /** Where the money stands (the original invoice only; null on a cancellation invoice). */
  @Column({ type: 'enum', enum: PAYMENT_STATES, enumName: 'payment_state', nullable: true })
  paymentState!: PaymentState | null;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  /** How the payment was recorded: `manual`, `bulk` or `camt:<entry reference>`. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  paymentNote!: string | null;

  /**
   * On a cancellation invoice: the amount already paid on the original, which goes back to
   * the buyer (printed, so frozen); null when nothing had been paid.
   */
  @Column({ type: 'integer', nullable: true })
  refundCents!: number | null;

  /** Set when a cancellation invoice reversed this one. */
  @Column({ type: 'uuid', nullable: true })
  cancelledById!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  reminderSentAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** Columns that may change after issue; everything else is frozen by the trigger. */
export const INVOICE_MUTABLE_COLUMNS = [
  'registration_id',
  'user_id',
  'guest_token_hash',
  'payment_state',
  'paid_at',
  'payment_note',
  'cancelled_by_id',
  'reminder_sent_at',
  'updated_at',
] as const;

export type { InvoiceKind, PaymentState };
