import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import {
  WORKSHOP_FORMATS,
  WORKSHOP_STATUSES,
  WORKSHOP_VISIBILITIES,
  type WorkshopFormat,
  type WorkshopStatus,
  type WorkshopVisibility,
} from '@platform/domain';
import { GUEST_REGISTRATION_CHECK_SQL } from '../workshop-visibility.sql.js';

export interface WorkshopMaterial {
  type: 'text';
  title: string;
}

/**
 * A workshop offered in the Academy. Its dated sessions (one, or many for a recurring one)
 * live in `workshop_sessions`; `startsAt` is the first session's start.
 */
@Entity({ name: 'workshops' })
@Check('workshops_duration_check', 'duration_minutes >= 30 AND duration_minutes % 30 = 0')
@Check('workshops_max_participants_check', 'max_participants >= 1')
@Check('workshops_price_check', 'base_price_cents >= 0')
@Check(
  'workshops_discount_check',
  'member_discount_percent >= 0 AND member_discount_percent <= 100',
)
@Check('workshops_guest_registration_check', GUEST_REGISTRATION_CHECK_SQL)
@Check(
  'workshops_min_participants_check',
  'min_participants IS NULL OR (min_participants >= 1 AND min_participants_decision_hours >= 1)',
)
@Index('workshops_listing_idx', ['isApproved', 'status', 'startsAt'])
export class Workshop {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 160, unique: true })
  slug!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 80, nullable: true })
  category!: string | null;

  @Column({ type: 'enum', enum: WORKSHOP_FORMATS, enumName: 'workshop_format' })
  format!: WorkshopFormat;

  @Column({ type: 'varchar', length: 300, nullable: true })
  location!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  videoCallLink!: string | null;

  @Column({ type: 'timestamptz' })
  startsAt!: Date;

  @Column({ type: 'varchar', length: 64, default: 'Europe/Berlin' })
  timeZone!: string;

  @Column({ type: 'integer' })
  durationMinutes!: number;

  @Column({ type: 'integer' })
  maxParticipants!: number;

  /** The fewest confirmed registrations a session needs; null: no minimum. */
  @Column({ type: 'integer', nullable: true })
  minParticipants!: number | null;

  /** With a minimum: hours before each session's start when it is decided. */
  @Column({ type: 'integer', nullable: true })
  minParticipantsDecisionHours!: number | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  learningObjectives!: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  materials!: WorkshopMaterial[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  /** Exact money: whole cents. */
  @Column({ type: 'integer', default: 0 })
  basePriceCents!: number;

  @Column({
    type: 'numeric',
    precision: 5,
    scale: 2,
    default: 50,
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  memberDiscountPercent!: number;

  @Column({ type: 'boolean', default: true })
  isPublic!: boolean;

  @Column({
    type: 'enum',
    enum: WORKSHOP_VISIBILITIES,
    enumName: 'workshop_visibility',
    default: 'public',
  })
  visibility!: WorkshopVisibility;

  @Column({ type: 'boolean', default: false })
  guestRegistrationEnabled!: boolean;

  @ForeignKey('Media', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  posterMediaId!: string | null;

  /** A new poster waits here for an admin's approval while the old one stays visible. */
  @ForeignKey('Media', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  pendingPosterMediaId!: string | null;

  /**
   * Public texts changed after approval wait here for an admin (like a new poster): until then
   * the approved title and description stay public and in mails. Null: nothing waits.
   */
  @Column({ type: 'varchar', length: 200, nullable: true })
  pendingTitle!: string | null;

  @Column({ type: 'text', nullable: true })
  pendingDescription!: string | null;

  @Column({ type: 'boolean', default: false })
  isApproved!: boolean;

  @Column({
    type: 'enum',
    enum: WORKSHOP_STATUSES,
    enumName: 'workshop_status',
    default: 'scheduled',
  })
  status!: WorkshopStatus;

  @Column({ type: 'boolean', default: false })
  isFeatured!: boolean;

  @ForeignKey('User', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  creatorId!: string | null;

  /** iCal RRULE body, e.g. `FREQ=MONTHLY;BYDAY=2FR,4FR`. */
  @Column({ type: 'text', nullable: true })
  recurrenceRule!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  recurrenceEndsAt!: Date | null;

  /** Berlin days (YYYY-MM-DD) on which the rule offers no session (holidays, cancelled dates). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  skippedDates!: string[];

  /** The host gets an e-mail on each new registration unless they switch it off. */
  @Column({ type: 'boolean', default: true })
  notifyHostOnRegistration!: boolean;

  /**
   * The attendees' overall ratings (stars) of all its sessions: how many and their sum, kept by
   * the feedback module on each feedback (through `WorkshopRatings`), so the listing's cards read
   * the average without a join.
   */
  @Column({ type: 'integer', default: 0 })
  ratingCount!: number;

  @Column({ type: 'integer', default: 0 })
  ratingSum!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
