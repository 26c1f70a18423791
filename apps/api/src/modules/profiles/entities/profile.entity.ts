import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import {
  APPROVAL_STATUSES,
  PROFILE_VISIBILITIES,
  type ApprovalStatus,
  type ProfileVisibility,
} from '@platform/domain';

export interface ProfileLinks {
  linkedin?: string;
  website?: string;
  github?: string;
  twitter?: string;
}

/** The public face of a profile: what others see, and what an admin approves. */
export interface ProfilePublicFace {
  displayName: string;
  headline: string | null;
  bio: string | null;
  skills: string[];
  links: ProfileLinks;
  photoMediaId: string | null;
  /** Shown to others too, so reviewed like the rest (absent in versions approved before). */
  company?: string | null;
  location?: string | null;
}

/**
 * A member's profile. While a change to an approved profile waits for review
 * (`needs_review`), others keep seeing `approvedFace`, the version last approved.
 */
@Entity({ name: 'profiles' })
// One row per account; the constraint keeps the name the former one-to-one relation gave it.
@Unique('REL_9e432b7df0d182f8d292902d1a', ['userId'])
export class Profile {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** One profile per account (unique, see above). */
  @ForeignKey('User', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 120 })
  displayName!: string;

  @Column({ type: 'varchar', length: 160, nullable: true })
  headline!: string | null;

  @Column({ type: 'text', nullable: true })
  bio!: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  skills!: string[];

  @Column({ type: 'varchar', length: 200, nullable: true })
  company!: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  location!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  links!: ProfileLinks;

  @ForeignKey('Media', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  photoMediaId!: string | null;

  @Column({
    type: 'enum',
    enum: PROFILE_VISIBILITIES,
    enumName: 'profile_visibility',
    default: 'private',
  })
  visibility!: ProfileVisibility;

  @Column({
    type: 'enum',
    enum: APPROVAL_STATUSES,
    enumName: 'approval_status',
    default: 'pending',
  })
  approvalStatus!: ApprovalStatus;

  @Column({ type: 'text', nullable: true })
  adminComment!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  approvedFace!: ProfilePublicFace | null;

  @Column({ type: 'timestamptz', nullable: true })
  approvedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
