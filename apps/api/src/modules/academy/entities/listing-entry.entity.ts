import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Workshop } from '../../workshops/entities/workshop.entity.js';

/**
 * The listing's narrow copy of each workshop: its filter columns and its next session, kept by
 * database triggers on `workshops` and `workshop_sessions` (see the Academy migrations) and
 * refreshed each minute for sessions that have begun. The listing filters, orders and counts
 * here, so a page or a total never computes "the next session" per workshop.
 */
@Entity({ name: 'academy_listing' })
@Index('academy_listing_order_idx', ['nextStartsAt', 'workshopId'])
@Index('academy_listing_next_session_idx', ['nextSessionId'])
// GIN indexes (text search, tags), made by hand in the migration: TypeORM cannot declare them.
@Index('academy_listing_search_idx', { synchronize: false })
@Index('academy_listing_tags_idx', { synchronize: false })
export class ListingEntry {
  @PrimaryColumn({ type: 'uuid' })
  workshopId!: string;

  @OneToOne(() => Workshop, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workshop_id' })
  workshop?: Workshop;

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
  /** German and English stems of title (weighted) and description. */
  @Column({ type: 'tsvector' }) searchVector!: string;
}
