import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

/**
 * A message a host sent to a session's registrants: what the daily limit counts and what the
 * admins read. Kept with the title and start the session had, so it outlives the session.
 */
@Entity({ name: 'host_messages' })
@Index('host_messages_host_idx', ['hostId', 'createdAt'])
@Index('host_messages_created_idx', ['createdAt'])
export class HostMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Erasing the host's account erases their messages. */
  @ForeignKey('User', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  hostId!: string;

  @ForeignKey('Workshop', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  workshopId!: string | null;

  @ForeignKey('WorkshopSession', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  sessionId!: string | null;

  @Column({ type: 'varchar', length: 200 })
  workshopTitle!: string;

  @Column({ type: 'timestamptz' })
  sessionStartsAt!: Date;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'text' })
  body!: string;

  /** Confirmed registrants with a proven address, who were mailed. */
  @Column({ type: 'integer' })
  recipients!: number;

  /** Confirmed guests left out because they have not confirmed their address. */
  @Column({ type: 'integer' })
  skipped!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
