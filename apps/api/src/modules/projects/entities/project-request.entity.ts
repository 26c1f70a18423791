import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ProjectRequestStatus, ProjectWorkMode } from '@platform/domain';

/**
 * A company's project request (the needs analysis), followed by the company through a secret
 * link (only its SHA-256 is stored) and moved through the pipeline by admins. The contact data
 * (company, person, e-mail, phone) is erased by the retention job some time after a request
 * closed without a project (`contactErasedAt`).
 */
@Entity({ name: 'project_requests' })
@Check(
  'project_requests_status_check',
  `status IN ('NEW','MATCHING','PROPOSED','ACCEPTED','DECLINED','RUNNING','COMPLETED','CLOSED')`,
)
@Check('project_requests_work_mode_check', `work_mode IN ('ON_SITE','REMOTE','BOTH')`)
@Index('project_requests_status_idx', ['status', 'createdAt'])
export class ProjectRequest {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 200 }) company!: string;
  @Column({ type: 'varchar', length: 120 }) contactName!: string;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'varchar', length: 40, nullable: true }) phone!: string | null;
  @Column({ type: 'text' }) description!: string;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) skills!: string[];
  @Column({ type: 'smallint' }) hoursPerWeek!: number;
  @Column({ type: 'date' }) startDate!: string;
  @Column({ type: 'smallint' }) durationWeeks!: number;
  @Column({ type: 'varchar', length: 10 }) workMode!: ProjectWorkMode;
  @Column({ type: 'varchar', length: 120, nullable: true }) place!: string | null;
  @Column({ type: 'integer', nullable: true }) budgetMinEuros!: number | null;
  @Column({ type: 'integer', nullable: true }) budgetMaxEuros!: number | null;
  /** The company's language: its mails and its page. */
  @Column({ type: 'varchar', length: 2 }) locale!: string;
  @Column({ type: 'varchar', length: 12, default: 'NEW' }) status!: ProjectRequestStatus;
  @Column({ type: 'text', nullable: true }) closeReason!: string | null;
  /** SHA-256 (hex) of the follow link's secret. */
  @Index('project_requests_token_hash_key', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash!: string;
  /** The follow link's secret, sealed (see `FollowLinkBox`): later mails carry the link. */
  @Column({ type: 'text', nullable: true }) tokenSealed!: string | null;
  /** When it reached COMPLETED or CLOSED (the retention period counts from here). */
  @Column({ type: 'timestamptz', nullable: true }) endedAt!: Date | null;
  /** When the retention job erased the contact data. */
  @Column({ type: 'timestamptz', nullable: true }) contactErasedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
