import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TICKET_LIMITS, type TicketStatus } from '@platform/domain';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../core/database/returning.js';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';

export interface TicketRow {
  id: string;
  subject: string;
  category: string;
  status: TicketStatus;
  created_at: Date;
  updated_at: Date;
  owner_id: string;
}

export interface TicketMessageRow {
  id: string;
  ticket_id: string;
  body: string;
  is_admin: boolean;
  author_id: string | null;
  created_at: Date;
}

const TICKET_SELECT = `SELECT t.id, t.subject, t.category, t.status, t.created_at, t.updated_at, t.owner_id
  FROM tickets t`;

/** The `tickets` and `ticket_messages` tables. */
@Injectable()
export class TicketsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async ofOwner(ownerId: string): Promise<TicketRow[]> {
    return this.db().query<TicketRow[]>(
      `${TICKET_SELECT} WHERE t.owner_id = $1 ORDER BY t.updated_at DESC, t.id`,
      [ownerId],
    );
  }

  /** The admin queue: open first, then answered, then closed; latest activity first. */
  async queue(status: TicketStatus | undefined): Promise<TicketRow[]> {
    return this.db().query<TicketRow[]>(
      `${TICKET_SELECT} WHERE ($1::ticket_status IS NULL OR t.status = $1::ticket_status)
       ORDER BY array_position(ARRAY['open','answered','closed']::ticket_status[], t.status),
                t.updated_at DESC, t.id
       LIMIT ${TICKET_LIMITS.queueMaxItems}`,
      [status ?? null],
    );
  }

  async byId(id: string, tx?: Tx): Promise<TicketRow | undefined> {
    const [row] = await this.db(tx).query<TicketRow[]>(`${TICKET_SELECT} WHERE t.id = $1`, [id]);
    return row;
  }

  /** The messages of these tickets, oldest first. */
  async messagesOf(ticketIds: string[]): Promise<TicketMessageRow[]> {
    return this.db().query<TicketMessageRow[]>(
      `SELECT m.id, m.ticket_id, m.body, m.is_admin, m.author_id, m.created_at
       FROM ticket_messages m
       WHERE m.ticket_id = ANY($1::uuid[]) ORDER BY m.created_at, m.id`,
      [ticketIds],
    );
  }

  /** A new open ticket; its id. */
  async insertTicket(
    tx: Tx,
    ticket: { ownerId: string; subject: string; category: string },
  ): Promise<string> {
    const [row] = await tx.query<Array<{ id: string }>>(
      `INSERT INTO tickets (owner_id, subject, category, status)
       VALUES ($1, $2, $3, 'open') RETURNING id`,
      [ticket.ownerId, ticket.subject, ticket.category],
    );
    return row.id;
  }

  /** A message on a ticket; its id. */
  async insertMessage(
    tx: Tx,
    message: { ticketId: string; authorId: string; isAdmin: boolean; body: string },
  ): Promise<string> {
    const [row] = await tx.query<Array<{ id: string }>>(
      `INSERT INTO ticket_messages (ticket_id, author_id, is_admin, body)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [message.ticketId, message.authorId, message.isAdmin, message.body],
    );
    return row.id;
  }

  /** Sets the status unless the ticket is closed (false then); the row stays locked. */
  async moveStatusUnlessClosed(tx: Tx, id: string, status: TicketStatus): Promise<boolean> {
    const rows = await queryReturning<{ id: string }>(
      tx,
      `UPDATE tickets SET status = $2, updated_at = now()
       WHERE id = $1 AND status <> 'closed' RETURNING id`,
      [id, status],
    );
    return rows.length > 0;
  }

  /** How many tickets are open (the queue filtered to status "open"). */
  async openCount(): Promise<number> {
    const [row] = await this.db().query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM tickets WHERE status = 'open'`,
    );
    return row.n;
  }
}
