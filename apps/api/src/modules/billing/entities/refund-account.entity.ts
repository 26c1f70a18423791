import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Invoice } from './invoice.entity.js';

/**
 * The account a buyer names for the refund of a cancelled paid invoice. Personal data kept
 * only as long as needed: deleted when an admin marks the refund done.
 */
@Entity({ name: 'refund_accounts' })
export class RefundAccount {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_refund_accounts_invoice' })
  invoiceId!: string;

  @OneToOne(() => Invoice, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoice_id', foreignKeyConstraintName: 'FK_refund_accounts_invoice' })
  invoice?: Invoice;

  /** Without spaces, capitals, mod-97 checked. */
  @Column({ type: 'varchar', length: 34 })
  iban!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
