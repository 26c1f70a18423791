import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * Hours a specialist of a running project's team recorded for one day: whole quarter hours and
 * what was done. Changed or deleted only while the month is open (`project_time_months`). The
 * hours stay when the account is erased (they are what an invoice was made of), without a name.
 */
@Entity({ name: 'project_time_entries' })
@Check('project_time_entries_quarters_check', 'quarters BETWEEN 1 AND 96')
@Index('project_time_entries_request_idx', ['requestId', 'workDate'])
@Index('project_time_entries_specialist_idx', ['specialistUserId', 'workDate'])
export class ProjectTimeEntry {
  @PrimaryGeneratedColumn('uuid') id!: string;

  @ForeignKey('ProjectRequest', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  requestId!: string;

  @ForeignKey('User', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  specialistUserId!: string | null;

  /** The day worked (Berlin calendar). */
  @Column({ type: 'date' }) workDate!: string;
  /** Hours × 4 (1.25 h → 5). */
  @Column({ type: 'smallint' }) quarters!: number;
  @Column({ type: 'text' }) description!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
