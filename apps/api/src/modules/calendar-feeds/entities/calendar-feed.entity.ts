import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

/**
 * A member's private calendar feed (`member`: registrations, bookings, hosted sessions;
 * `consultant`: the consultant's bookings). The address carries a secret derived from the
 * server secret and `nonce`; only its SHA-256 is stored (`secret_hash`, looked up on every
 * fetch). Renewing draws a new nonce, so the old address stops working.
 */
@Entity({ name: 'calendar_feeds' })
@Index('calendar_feeds_user_kind_key', ['userId', 'kind'], { unique: true })
@Index('calendar_feeds_secret_hash_key', ['secretHash'], { unique: true })
export class CalendarFeed {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @ForeignKey('User', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: 'member' | 'consultant';

  @Column({ type: 'varchar', length: 64 })
  nonce!: string;

  @Column({ type: 'char', length: 64 })
  secretHash!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
