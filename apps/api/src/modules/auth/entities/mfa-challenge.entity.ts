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

export const MFA_CHALLENGE_PURPOSES = [
  /** Password or provider was right; the second factor is still to come (the `mfa_token`). */
  'sign_in',
  /** A passkey sign-in without password: the WebAuthn challenge, no account known yet. */
  'passkey_sign_in',
  /** Adding a passkey to the signed-in account. */
  'passkey_register',
  /** A passkey confirming a change (removing a second factor). */
  'passkey_proof',
] as const;
export type MfaChallengePurpose = (typeof MFA_CHALLENGE_PURPOSES)[number];

/**
 * A short-lived, single-use step of a sign-in or of a passkey ceremony. The caller holds
 * `<id>.<secret>`; only the secret's SHA-256 is stored.
 */
@Entity({ name: 'mfa_challenges' })
@Index('mfa_challenges_user_idx', ['userId'])
export class MfaChallenge {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  purpose!: MfaChallengePurpose;

  @Column({ type: 'char', length: 64 })
  secretHash!: string;

  /** The WebAuthn challenge (base64url) the browser must sign, where there is one. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  webauthnChallenge!: string | null;

  @Column({ type: 'integer', default: 0 })
  failedAttempts!: number;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
