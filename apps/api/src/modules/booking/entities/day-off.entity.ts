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

/** Days (Berlin calendar dates, both ends included) on which a consultant takes no bookings. */
@Entity({ name: 'consultant_days_off' })
@Check('consultant_days_off_range_check', 'start_date <= end_date')
export class DayOff {
  @PrimaryGeneratedColumn('uuid') id!: string;

  @Index()
  @Column({ type: 'uuid' })
  consultantId!: string;

  @ManyToOne(() => Consultant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'consultant_id' })
  consultant?: Consultant;

  /** `YYYY-MM-DD`. */
  @Column({ type: 'date' }) startDate!: string;
  @Column({ type: 'date' }) endDate!: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) note!: string | null;
}
