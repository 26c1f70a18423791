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

/** A WebAuthn credential (passkey): a second factor, and a way to sign in without a password. */
@Entity({ name: 'passkeys' })
@Index('passkeys_user_idx', ['userId'])
export class Passkey {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The credential id as base64url, as the browser reports it. */
  @Column({ type: 'varchar', length: 1400, unique: true })
  credentialId!: string;

  @Column({ type: 'bytea' })
  publicKey!: Buffer;

  @Column({ type: 'bigint', default: 0 })
  signCount!: string;

  /** Comma-separated transports (usb, internal, hybrid, ...). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  transports!: string | null;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;
}
