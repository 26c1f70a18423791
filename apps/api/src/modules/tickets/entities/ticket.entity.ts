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
import {
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketStatus,
} from '@platform/domain';

/**
 * A member's support request. Its messages hold the conversation; `updatedAt` moves with
 * every message so lists sort by latest activity. Erasing the account erases its tickets.
 */
@Entity({ name: 'tickets' })
@Check('tickets_subject_check', `char_length(btrim(subject)) >= 1`)
@Index('tickets_owner_updated_idx', ['ownerId', 'updatedAt'])
@Index('tickets_status_updated_idx', ['status', 'updatedAt'])
export class Ticket {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @ForeignKey('User', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  ownerId!: string;

  @Column({ type: 'varchar', length: TICKET_LIMITS.subjectMaxLength })
  subject!: string;

  @Column({ type: 'enum', enum: TICKET_CATEGORIES, enumName: 'ticket_category' })
  category!: TicketCategory;

  @Column({ type: 'enum', enum: TICKET_STATUSES, enumName: 'ticket_status', default: 'open' })
  status!: TicketStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
