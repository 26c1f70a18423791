import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { TICKET_LIMITS } from '@platform/domain';
import { Ticket } from './ticket.entity.js';

/**
 * One message of a ticket's conversation. `isAdmin` records that the team wrote it, so the
 * thread stays readable even after the writing admin's account is gone (author set to null).
 */
@Entity({ name: 'ticket_messages' })
@Check(
  'ticket_messages_body_check',
  `char_length(btrim(body)) >= 1 AND char_length(body) <= ${TICKET_LIMITS.messageMaxLength}`,
)
@Index('ticket_messages_ticket_created_idx', ['ticketId', 'createdAt'])
// Deleting an admin account sets its messages' author to null; this keeps that quick.
@Index('ticket_messages_author_idx', ['authorId'])
export class TicketMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  ticketId!: string;

  @ManyToOne(() => Ticket, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticket_id' })
  ticket?: Ticket;

  @ForeignKey('User', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  authorId!: string | null;

  @Column({ type: 'boolean' })
  isAdmin!: boolean;

  @Column({ type: 'text' })
  body!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
