import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  ManyToOne,
  JoinColumn,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { Workshop } from '../../entities/workshop.entity.js';

/**
 * One dated occurrence of a workshop with its own places. `registeredCount` is kept by the
 * registration code in the same transaction; the CHECK is the backstop against overbooking.
 */
@Entity({ name: 'workshop_sessions' })
@Check('workshop_sessions_capacity_check', 'capacity >= 1')
@Check(
  'workshop_sessions_registered_check',
  'registered_count >= 0 AND registered_count <= capacity',
)
@Unique('workshop_sessions_workshop_start_key', ['workshopId', 'startsAt'])
@Index('workshop_sessions_starts_idx', ['startsAt'])
export class WorkshopSession {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  workshopId!: string;

  @ManyToOne(() => Workshop, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workshop_id' })
  workshop?: Workshop;

  @Column({ type: 'timestamptz' })
  startsAt!: Date;

  @Column({ type: 'timestamptz' })
  endsAt!: Date;

  @Column({ type: 'integer' })
  capacity!: number;

  @Column({ type: 'integer', default: 0 })
  registeredCount!: number;

  /**
   * The iCalendar SEQUENCE of this session's calendar entries: raised on every change that
   * registrants are told about (time, place, format, link), so calendars replace the old entry.
   */
  @Column({ type: 'integer', default: 0 })
  sequence!: number;

  /**
   * Kept off the workshop's rule: the rule changed, but people had registered for this date, so
   * it stayed. The host moves or cancels it; a move clears the flag.
   */
  @Column({ type: 'boolean', default: false })
  offSchedule!: boolean;

  /**
   * Set once the host moved this session: the rule's date it stands in for. The rule never
   * offers that date again (unless the rule itself changes and no longer has it), and an edit
   * of anything but the rule leaves the moved session where the host put it.
   */
  @Column({ type: 'timestamptz', nullable: true })
  ruleStartsAt!: Date | null;

  /**
   * Set once the session runs whatever its minimum: the host confirmed it before the decision
   * time, or it had its minimum when the decision came. The minimum job leaves it alone then.
   */
  @Column({ type: 'timestamptz', nullable: true })
  runConfirmedAt!: Date | null;

  /** The host (or admin) who confirmed it; null when the minimum was reached or unset. */
  @ForeignKey('User', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  runConfirmedById!: string | null;

  /**
   * The decision time the host was warned about (a day before it). Only a warned session is
   * cancelled automatically; a moved date or a changed decision time gets its own warning.
   */
  @Column({ type: 'timestamptz', nullable: true })
  minimumWarnedFor!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
