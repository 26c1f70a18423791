import type { MeetingMode } from '@platform/domain';
import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Consultant } from './consultant.entity.js';

/**
 * A weekly recurring time a consultant can be booked, in Europe/Berlin wall-clock time
 * (minutes after midnight), so "Tuesday 09:00-12:00" stays 09:00 across daylight saving.
 */
@Entity({ name: 'availability_windows' })
@Check('availability_windows_weekday_check', 'weekday BETWEEN 1 AND 7')
@Check(
  'availability_windows_time_check',
  'start_minute >= 0 AND start_minute < end_minute AND end_minute <= 1440',
)
@Check('availability_windows_mode_check', "mode IN ('onsite', 'online')")
export class AvailabilityWindow {
  @PrimaryGeneratedColumn('uuid') id!: string;

  @Index()
  @Column({ type: 'uuid' })
  consultantId!: string;

  @ManyToOne(() => Consultant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'consultant_id' })
  consultant?: Consultant;

  /** ISO weekday: 1 = Monday ... 7 = Sunday. */
  @Column({ type: 'smallint' }) weekday!: number;
  @Column({ type: 'smallint' }) startMinute!: number;
  @Column({ type: 'smallint' }) endMinute!: number;
  /** At the consultant's address ("vor Ort") or online (their fixed link or a Jitsi room). */
  @Column({ type: 'varchar', length: 10, default: 'onsite' }) mode!: MeetingMode;
}
