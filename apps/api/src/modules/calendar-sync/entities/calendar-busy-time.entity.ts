import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A busy time read from a consultant's own calendar (the cache slots and bookings are checked
 * against): replaced as a whole on every successful read, kept while the calendar fails.
 */
@Entity({ name: 'calendar_busy_times' })
@Index('calendar_busy_times_period_idx', ['connectionId', 'period'])
export class CalendarBusyTime {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;

  @ForeignKey('CalendarConnection', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  connectionId!: string;

  /** Read as text like `["2026-11-24 08:00:00+00","2026-11-24 09:00:00+00")`. */
  @Column({ type: 'tstzrange' }) period!: string;
}
