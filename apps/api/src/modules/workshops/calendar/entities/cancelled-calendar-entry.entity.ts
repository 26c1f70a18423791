import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * A cancelled session's calendar entries, kept after the session (and its registrations) are
 * deleted, so the calendar feeds can still answer them with `STATUS:CANCELLED` and a higher
 * SEQUENCE and subscribed calendars strike the date instead of keeping it. One row for the
 * session itself (`registration_id` null: the public and the host's feeds) and one per member's
 * registration (`user_id`: that member's feed). The workshop's title, place and visibility are
 * kept with it, so a deleted workshop's entries stay too (cancelled); a member's go with their
 * account.
 */
@Entity({ name: 'cancelled_calendar_entries' })
@Index('cancelled_calendar_entries_user_idx', ['userId', 'endsAt'])
@Index('cancelled_calendar_entries_workshop_idx', ['workshopId', 'endsAt'])
export class CancelledCalendarEntry {
  /** The UID's id: the registration's, or the session's for the session row. */
  @PrimaryColumn({ type: 'uuid' })
  entryId!: string;

  @Column({ type: 'uuid' })
  sessionId!: string;

  @Column({ type: 'uuid', nullable: true })
  registrationId!: string | null;

  /** The workshop's id, also after it was deleted (no foreign key). */
  @Column({ type: 'uuid' })
  workshopId!: string;

  @Column({ type: 'varchar', length: 160 })
  slug!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 20 })
  format!: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  location!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  videoCallLink!: string | null;

  /** Whether the workshop was approved and open to visitors (the public feeds). */
  @Column({ type: 'boolean' })
  isPublic!: boolean;

  /** The host (their feed); the entry outlives the host's account. */
  @ForeignKey('User', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  creatorId!: string | null;

  @ForeignKey('User', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'timestamptz' })
  startsAt!: Date;

  @Column({ type: 'timestamptz' })
  endsAt!: Date;

  /** The cancellation's SEQUENCE (the session's, raised by one). */
  @Column({ type: 'integer' })
  sequence!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  cancelledAt!: Date;
}
