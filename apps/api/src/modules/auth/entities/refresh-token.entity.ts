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
 * One refresh token of a sign-in session. Each use replaces it with a new one of the same
 * family; presenting a token that was already used revokes the whole family (theft detection).
 * Only a SHA-256 of the secret is stored.
 */
@Entity({ name: 'refresh_tokens' })
@Index('refresh_tokens_family_idx', ['familyId'])
@Index('refresh_tokens_user_idx', ['userId'])
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'uuid' })
  familyId!: string;

  @Column({ type: 'char', length: 64 })
  secretHash!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  /**
   * When the person really signed in for this session (password, or a provider's callback).
   * Every token of a family carries the same time; a refresh never moves it.
   */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  authenticatedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  /**
   * The token this one was exchanged for. Within the reuse grace the same successor is handed
   * out again (its secret is derived from this token's, see `RefreshTokensService`).
   */
  @Column({ type: 'uuid', nullable: true })
  successorId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** When the session last traded a token (sign-in or refresh). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastUsedAt!: Date;

  /** The browser that holds the session, as it names itself (shortened), for "signed in on". */
  @Column({ type: 'varchar', length: 400, nullable: true })
  userAgent!: string | null;
}
