import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { ROLES, LOCALES, type Locale, type Role } from '@platform/domain';

export const USER_STATUSES = ['active', 'disabled', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** An account. E-mail addresses are stored trimmed and lower-cased, so uniqueness ignores case. */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'enum', enum: ROLES, enumName: 'user_role', default: 'CLIENT' })
  role!: Role;

  @Column({ type: 'enum', enum: USER_STATUSES, enumName: 'user_status', default: 'active' })
  status!: UserStatus;

  @Column({ type: 'integer', default: 1 })
  tenantId!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company!: string | null;

  /** argon2id; null for accounts that only sign in through a provider. */
  @Column({ type: 'text', nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  privacyConsentAt!: Date | null;

  @Column({ type: 'boolean', default: false })
  newsletterConsent!: boolean;

  @Column({ type: 'enum', enum: LOCALES, enumName: 'user_locale', default: 'de' })
  locale!: Locale;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
