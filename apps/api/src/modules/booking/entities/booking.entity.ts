import type { BookingAnswer, MeetingMode } from '@platform/domain';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Exclusion,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Consultant } from './consultant.entity.js';

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A booked consultation. `period` is the appointment; `blockedRange` is the appointment plus
 * the consultant's buffer after it. PostgreSQL itself refuses two confirmed bookings of one
 * consultant whose blocked ranges overlap (needs the btree_gist extension, created by hand in
 * the migration), so concurrent bookings of one slot can never both succeed.
 */
@Entity({ name: 'bookings' })
@Exclusion(
  'bookings_no_overlap',
  `USING gist ("consultant_id" WITH =, "blocked_range" WITH &&) WHERE ("status" = 'confirmed')`,
)
@Check('bookings_mode_check', "meeting_mode IN ('onsite', 'online')")
export class Booking {
  @PrimaryGeneratedColumn('uuid') id!: string;

  @Index()
  @Column({ type: 'uuid' })
  consultantId!: string;

  @ManyToOne(() => Consultant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'consultant_id' })
  consultant?: Consultant;

  /** Read as text like `["2026-11-24 08:00:00+00","2026-11-24 09:00:00+00")`. */
  @Column({ type: 'tstzrange' }) period!: string;
  @Column({ type: 'tstzrange' }) blockedRange!: string;
  @Column({ type: 'varchar', length: 120 }) name!: string;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'text', nullable: true }) message!: string | null;
  @Column({ type: 'varchar', length: 2 }) locale!: string;

  @Column({
    type: 'enum',
    enum: BOOKING_STATUSES,
    enumName: 'booking_status',
    default: 'confirmed',
  })
  status!: BookingStatus;

  /** SHA-256 of the visitor's cancel token; the token itself is only in the e-mail. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  cancelTokenHash!: string;

  /** Only if the consultant's form asks for it. */
  @Column({ type: 'varchar', length: 40, nullable: true }) phone!: string | null;

  /** How this consultation happens, fixed when booked (or moved): the place or the room. */
  @Column({ type: 'varchar', length: 10, default: 'onsite' }) meetingMode!: MeetingMode;
  @Column({ type: 'varchar', length: 300, nullable: true }) location!: string | null;
  /** The video room (online only): the consultant's fixed link or this booking's Jitsi room. */
  @Column({ type: 'varchar', length: 500, nullable: true }) meetingUrl!: string | null;

  /** The calendar file's SEQUENCE: raised on every move and on the cancellation. */
  @Column({ type: 'integer', default: 0 }) sequence!: number;
  /** How often the booking was moved (the consultant's limit applies to visitors). */
  @Column({ type: 'integer', default: 0 }) rescheduleCount!: number;

  /** The answers to the consultant's questions, with the questions' labels as asked. */
  @Column({ type: 'jsonb', default: () => "'[]'" }) answers!: BookingAnswer[];

  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) cancelledAt!: Date | null;
}
