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

/**
 * An attendee's feedback on a session: at most one per registration (the unique key; sending
 * again replaces the answers). The registration's deletion (account erased) takes it along.
 */
@Entity({ name: 'session_feedback' })
@Check('session_feedback_overall_check', 'overall BETWEEN 1 AND 5')
@Check('session_feedback_content_check', 'content_rating IS NULL OR content_rating BETWEEN 1 AND 5')
@Check('session_feedback_host_check', 'host_rating IS NULL OR host_rating BETWEEN 1 AND 5')
@Check('session_feedback_comment_check', 'char_length(comment) <= 2000')
@Index('session_feedback_workshop_idx', ['workshopId', 'createdAt'])
@Index('session_feedback_session_idx', ['sessionId'])
export class SessionFeedback {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @ForeignKey('Registration', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid', unique: true })
  registrationId!: string;

  @ForeignKey('WorkshopSession', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  sessionId!: string;

  @ForeignKey('Workshop', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  workshopId!: string;

  /** The overall impression, 1–5 stars. */
  @Column({ type: 'smallint' })
  overall!: number;

  @Column({ type: 'smallint', nullable: true })
  contentRating!: number | null;

  @Column({ type: 'smallint', nullable: true })
  hostRating!: number | null;

  /** Empty when none was given. */
  @Column({ type: 'text', default: '' })
  comment!: string;

  /** The person agreed to show the comment publicly with their first name. */
  @Column({ type: 'boolean', default: false })
  showPublicly!: boolean;

  /** The first name shown beside a public comment (taken when the feedback was given). */
  @Column({ type: 'varchar', length: 60, default: '' })
  publicName!: string;

  /** An admin hid the comment (the stars still count). */
  @Column({ type: 'timestamptz', nullable: true })
  commentHiddenAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
