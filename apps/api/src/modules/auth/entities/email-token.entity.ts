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

export const EMAIL_TOKEN_PURPOSES = [
  'verify_email',
  'reset_password',
  'sign_in_handoff',
  'sign_in_link',
] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** A single-use token sent in a link (or handed to the client once). Stored hashed. */
@Entity({ name: 'email_tokens' })
@Index('email_tokens_user_purpose_idx', ['userId', 'purpose'])
export class EmailToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'enum', enum: EMAIL_TOKEN_PURPOSES, enumName: 'email_token_purpose' })
  purpose!: EmailTokenPurpose;

  @Column({ type: 'char', length: 64, unique: true })
  tokenHash!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
