import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

/**
 * A long-lived, named token a host or helper gives a scanner app: it is accepted only by
 * `POST /api/check-in/{sessionId}`, with the rights its owner has at that session. Shown once;
 * only its SHA-256 is kept. Revoking sets `revokedAt` (the row stays for the owner's list).
 */
@Entity({ name: 'check_in_device_tokens' })
@Index('check_in_device_tokens_user_idx', ['userId', 'createdAt'])
export class CheckInDeviceToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @ForeignKey('User', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 80 })
  name!: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
