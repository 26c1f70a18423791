import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What one specialist's hours of an approved month came to on the company's invoice (hours,
 * the agreed rate, the amount): what the specialist sees under "invoiced", never another's.
 */
@Entity({ name: 'project_time_invoice_shares' })
@Index('project_time_invoice_shares_key', ['requestId', 'month', 'specialistUserId'], {
  unique: true,
  where: 'NOT cancelled',
})
@Index('project_time_invoice_shares_specialist_idx', ['specialistUserId'])
export class ProjectTimeInvoiceShare {
  @PrimaryGeneratedColumn('uuid') id!: string;

  @ForeignKey('ProjectRequest', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  requestId!: string;

  @Column({ type: 'char', length: 7 }) month!: string;

  @ForeignKey('User', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  specialistUserId!: string | null;

  /** The name as printed on the invoice line. */
  @Column({ type: 'varchar', length: 200 }) specialistName!: string;
  @Column({ type: 'integer' }) quarters!: number;
  @Column({ type: 'integer' }) hourlyRateCents!: number;
  @Column({ type: 'integer' }) amountCents!: number;
  @Column({ type: 'uuid' }) invoiceId!: string;
  @Column({ type: 'varchar', length: 20 }) invoiceNumber!: string;
  /** Its invoice was cancelled (the month is invoiced again with new shares). */
  @Column({ type: 'boolean', default: false }) cancelled!: boolean;
}
