import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * The listing's narrow copy of each workshop: its filter columns and its next session, kept by
 * database triggers on `workshops` and `workshop_sessions` (see the Academy migrations) and
 * refreshed each minute for sessions that have begun. The listing filters, orders and counts
 * here, so a page or a total never computes "the next session" per workshop. The wide search
 * vector lives beside it in `academy_search`, so counting reads only narrow rows.
 */
@Entity({ name: 'academy_listing' })
@Index('academy_listing_order_idx', ['nextStartsAt', 'workshopId'])
@Index('academy_listing_next_session_idx', ['nextSessionId'])
// A GIN index on tags, made by hand in the migration: TypeORM cannot declare it.
@Index('academy_listing_tags_idx', { synchronize: false })
export class ListingEntry {
  @ForeignKey('Workshop', { onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'uuid' })
  workshopId!: string;

  @Column({ type: 'boolean' }) isApproved!: boolean;
  @Column({ type: 'boolean' }) isPublic!: boolean;
  @Column({ type: 'varchar', length: 20 }) visibility!: string;
  @Column({ type: 'varchar', length: 20 }) status!: string;
  @Column({ type: 'varchar', length: 20 }) format!: string;
  @Column({ type: 'varchar', length: 80, nullable: true }) category!: string | null;
  @Column({ type: 'text', array: true }) tags!: string[];
  @Column({ type: 'boolean' }) isFeatured!: boolean;
  @Column({ type: 'uuid', nullable: true }) nextSessionId!: string | null;
  @Column({ type: 'timestamptz', nullable: true }) nextStartsAt!: Date | null;
  @Column({ type: 'integer', nullable: true }) capacity!: number | null;
  @Column({ type: 'integer', nullable: true }) registeredCount!: number | null;
}
