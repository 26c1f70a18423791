import type { BillingAddress } from '@platform/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * An account's paid Academy membership and the notices sent about it. No row: the account is in
 * its trial (60 days from registration) or lapsed. Goes with the account (its invoices stay).
 */
@Entity({ name: 'memberships' })
export class Membership {
  @ForeignKey('User', { onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  /** When the paid membership began (null: never started). */
  @Column({ type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  /** The end the member chose (start of a Berlin month); null while it runs on. */
  @Column({ type: 'timestamptz', nullable: true })
  endsAt!: Date | null;

  /** The start of the next month to invoice. */
  @Column({ type: 'timestamptz', nullable: true })
  nextInvoiceAt!: Date | null;

  /** The "trial ends in 7 days" mail went out. */
  @Column({ type: 'timestamptz', nullable: true })
  trialNoticeSentAt!: Date | null;

  /** When the member last accepted the terms to start it, and which version. */
  @Column({ type: 'timestamptz', nullable: true })
  termsAcceptedAt!: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  termsVersion!: string | null;

  /** The billing address given with the last order (null: none given, older orders). */
  @Column({ type: 'jsonb', nullable: true })
  billingAddress!: Required<BillingAddress> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
