import { Check, Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import type { ProjectMonthStatus } from '@platform/domain';

/**
 * A project's month once anybody wrote hours into it or an admin closed it. Writers of hours
 * take this row `FOR SHARE` (creating it as `open`), the admin's close takes it `FOR UPDATE`:
 * a change racing the close lands either before it (and is in the month) or after it (and is
 * refused). Approval issues the month's invoice (`invoiceId`); cancelling that invoice
 * returns the month to `closed`, to be approved and invoiced again.
 */
@Entity({ name: 'project_time_months' })
@Check('project_time_months_status_check', "status IN ('open', 'closed', 'approved')")
@Check('project_time_months_month_check', "month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'")
export class ProjectTimeMonth {
  @ForeignKey('ProjectRequest', { onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'uuid' })
  requestId!: string;

  /** `YYYY-MM`. */
  @PrimaryColumn({ type: 'char', length: 7 }) month!: string;
  @Column({ type: 'varchar', length: 10, default: 'open' }) status!: ProjectMonthStatus;
  @Column({ type: 'timestamptz', nullable: true }) closedAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) approvedAt!: Date | null;
  /** The month's invoice (a plain id: invoices are the billing module's). */
  @Column({ type: 'uuid', nullable: true }) invoiceId!: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) invoiceNumber!: string | null;
  /** The number of the month's last cancelled invoice (the month was invoiced again or will be). */
  @Column({ type: 'varchar', length: 20, nullable: true }) cancelledInvoiceNumber!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
