import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

export const CALENDAR_KINDS = ['caldav', 'ical'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** Why the last read or write of a connected calendar failed. */
export const CALENDAR_PROBLEMS = ['auth', 'unreachable', 'bad_data', 'not_found'] as const;
export type CalendarProblem = (typeof CALENDAR_PROBLEMS)[number];

/**
 * A consultant's own calendar (at most one): a CalDAV calendar (read for busy times, and each
 * booking written into it) or, read-only, a secret iCal address. `secretSealed` holds the app
 * password (CalDAV) or the secret address (iCal), encrypted with `CALENDAR_SECRET_KEY`.
 */
@Entity({ name: 'calendar_connections' })
@Index('calendar_connections_consultant_key', ['consultantId'], { unique: true })
@Check('calendar_connections_kind_check', "kind IN ('caldav', 'ical')")
export class CalendarConnection {
  @PrimaryGeneratedColumn('uuid') id!: string;

  @ForeignKey('Consultant', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  consultantId!: string;

  @Column({ type: 'varchar', length: 10 }) kind!: CalendarKind;
  /** CalDAV: the calendar collection's address. iCal: the address's host only (for display). */
  @Column({ type: 'varchar', length: 2000 }) calendarUrl!: string;
  @Column({ type: 'varchar', length: 200 }) calendarName!: string;
  /** CalDAV user name; null for iCal. */
  @Column({ type: 'varchar', length: 254, nullable: true }) username!: string | null;
  @Column({ type: 'text' }) secretSealed!: string;

  /** The last read or write problem; null while the calendar works. */
  @Column({ type: 'varchar', length: 20, nullable: true }) problem!: CalendarProblem | null;
  @Column({ type: 'timestamptz', nullable: true }) problemAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) lastAttemptAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) lastSyncedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
