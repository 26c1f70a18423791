import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One recorded action that changed money, access or what the public sees. Append-only: a
 * database trigger refuses UPDATE, TRUNCATE and DELETE, except deletes by the retention job
 * (`SET LOCAL app.audit_retention = 'on'`) of entries older than the retention period.
 * No foreign keys: an entry outlives the account, workshop or invoice it names.
 */
@Entity({ name: 'audit_log' })
@Index(['occurredAt'])
@Index(['actorId', 'occurredAt'])
@Index(['subjectUserId', 'occurredAt'])
@Index(['action', 'occurredAt'])
@Index(['targetType', 'targetId'])
export class AuditLogEntry {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'timestamptz', default: () => 'now()' }) occurredAt!: Date;
  /** Who acted; null for the system (start-up, scheduled jobs) or a signed-out caller. */
  @Column({ type: 'uuid', nullable: true }) actorId!: string | null;
  /** The actor's e-mail as it was at that moment (the account may change or go). */
  @Column({ type: 'varchar', length: 320, nullable: true }) actorLabel!: string | null;
  @Column({ type: 'varchar', length: 60 }) action!: string;
  @Column({ type: 'varchar', length: 40, nullable: true }) targetType!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) targetId!: string | null;
  /** The account the event is about (its owner sees its security events). */
  @Column({ type: 'uuid', nullable: true }) subjectUserId!: string | null;
  /** The caller's address as the rate limits see it. */
  @Column({ type: 'varchar', length: 64, nullable: true }) ip!: string | null;
  @Column({ type: 'jsonb', nullable: true }) before!: Record<string, unknown> | null;
  @Column({ type: 'jsonb', nullable: true }) after!: Record<string, unknown> | null;
}
