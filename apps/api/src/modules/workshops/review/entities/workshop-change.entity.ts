import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Workshop } from '../../entities/workshop.entity.js';

/**
 * What an edit changed on an approved workshop, for the admins to read. It outlives the
 * workshop (the link becomes null) and keeps the title the workshop had at the time.
 */
@Entity({ name: 'workshop_changes' })
@Index('workshop_changes_created_idx', ['createdAt'])
export class WorkshopChange {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', nullable: true })
  workshopId!: string | null;

  @ManyToOne(() => Workshop, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'workshop_id' })
  workshop?: Workshop;

  @Column({ type: 'varchar', length: 200 })
  workshopTitle!: string;

  /** Human lines in German (the admins read German), e.g. "Titel: A → B". */
  @Column({ type: 'text', array: true })
  lines!: string[];

  @Column({ type: 'boolean', default: false })
  isReviewed!: boolean;

  @ForeignKey('User', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  reviewedById!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
