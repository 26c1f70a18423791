import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * One e-mail of the transactional outbox. The unique `key` makes a mail "sent once" for good:
 * graphile-worker's `job_key` only de-duplicates jobs still queued and forgets finished ones, so
 * a re-run request or job would otherwise mail again. The message itself is kept until it is
 * sent (then cleared: no copy of mail bodies stays), so a mail that finally failed can be sent
 * again by an admin.
 */
@Entity({ name: 'mail_outbox' })
@Check(`"status" IN ('queued', 'sent', 'failed')`)
@Index(['status', 'updatedAt'])
export class OutboxMail {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index({ unique: true }) @Column({ type: 'varchar', length: 300 }) key!: string;
  @Column({ type: 'varchar', length: 254 }) recipient!: string;
  @Column({ type: 'varchar', length: 500 }) subject!: string;
  /** The message as JSON (attachments base64); null once sent. */
  @Column({ type: 'jsonb', nullable: true }) message!: unknown;
  @Column({ type: 'varchar', length: 10, default: 'queued' }) status!: string;
  @Column({ type: 'int', default: 0 }) attempts!: number;
  @Column({ type: 'varchar', length: 1000, nullable: true }) lastError!: string | null;
  @Column({ type: 'timestamptz', nullable: true }) sentAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
