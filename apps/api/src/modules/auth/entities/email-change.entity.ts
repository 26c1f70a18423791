import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from './user.entity.js';

/**
 * A requested change of an account's e-mail address. The new address takes effect only when
 * the link mailed to it is opened; only a SHA-256 of the link's secret is stored.
 */
@Entity({ name: 'email_change_requests' })
@Index('email_change_requests_user_idx', ['userId'])
export class EmailChangeRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** Trimmed and lower-cased, like every stored address. */
  @Column({ type: 'varchar', length: 254 })
  newEmail!: string;

  @Column({ type: 'char', length: 64, unique: true })
  tokenHash!: string;

  /** SHA-256 of the secret in the link to the OLD address that cancels this change. */
  @Column({ type: 'char', length: 64, unique: true, nullable: true })
  cancelTokenHash!: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
