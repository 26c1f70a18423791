import { Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * Where a project's monthly invoices go, beyond the request's contact person and e-mail: the
 * company's name as billed and its postal address (set by an admin). Erased with the request's
 * contact data by the retention job only if the request never led to a project (it then has none).
 */
@Entity({ name: 'project_billing_addresses' })
export class ProjectBillingAddress {
  @ForeignKey('ProjectRequest', { onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'uuid' })
  requestId!: string;

  @Column({ type: 'varchar', length: 200 }) organisation!: string;
  @Column({ type: 'varchar', length: 500 }) address!: string;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
