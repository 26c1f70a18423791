import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

/**
 * How the person came to count as present: a scanned code, a tap on the name at the door, the
 * personal join link of an online session, or the host's tick after the session.
 */
export const CHECK_IN_METHODS = ['scan', 'name', 'online', 'hand'] as const;
export type CheckInMethod = (typeof CHECK_IN_METHODS)[number];

/**
 * One person present at one session: at most one row per registration (the unique key makes a
 * code scanned on two devices, or a queued scan sent twice, count once). Undo deletes the row.
 * The registration's deletion (account erased) takes the row with it.
 */
@Entity({ name: 'check_ins' })
@Check('check_ins_method_check', "method IN ('scan', 'name', 'online', 'hand')")
@Index('check_ins_session_idx', ['sessionId', 'checkedInAt'])
export class CheckIn {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @ForeignKey('Registration', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid', unique: true })
  registrationId!: string;

  @ForeignKey('WorkshopSession', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  sessionId!: string;

  @Column({ type: 'timestamptz' })
  checkedInAt!: Date;

  /** Who checked the person in (host, admin or helper); null once that account is erased. */
  @ForeignKey('User', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  checkedInBy!: string | null;

  /** That person's name then, for "already checked in at 10:02 by …". */
  @Column({ type: 'varchar', length: 200 })
  checkedInByName!: string;

  @Column({ type: 'varchar', length: 10 })
  method!: CheckInMethod;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
