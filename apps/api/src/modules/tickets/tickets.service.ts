import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TICKET_LIMITS, type TicketStatus, isUuid } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import type { Tx } from '../../core/database/sql-repository.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { type AccountFacts, UsersService } from '../auth/index.js';
import type { CreateTicketInput } from './dto/ticket.inputs.js';
import type { TicketMessageModel, TicketModel } from './models/ticket.model.js';
import { TicketNotifier } from './ticket-notifier.js';
import { type TicketRow, TicketsRepository } from './tickets.repository.js';

const HOUR = 3_600_000;

/**
 * Support tickets. A member sees and writes to their own tickets only; anyone else's ticket
 * does not exist for them (404, never 403, so ids reveal nothing). Admins see all, reply and
 * close. Status changes are conditional updates, so a message never lands on a closed ticket.
 */
@Injectable()
export class TicketsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tickets: TicketsRepository,
    private readonly limiter: RateLimiter,
    private readonly notifier: TicketNotifier,
    private readonly users: UsersService,
  ) {}

  async myTickets(userId: string): Promise<TicketModel[]> {
    return this.withOwners(await this.tickets.ofOwner(userId));
  }

  /** The admin queue: open first, then answered, then closed; latest activity first. */
  async queue(status: TicketStatus | undefined): Promise<TicketModel[]> {
    return this.withOwners(await this.tickets.queue(status));
  }

  /** A ticket the viewer may see: their own, or any for an admin. */
  async ticketFor(viewer: AuthenticatedUser, id: string): Promise<TicketModel> {
    const ticket = await this.find(id);
    if (!ticket || (ticket.owner.id !== viewer.id && viewer.role !== 'ADMIN')) {
      throw new DomainError('TICKET_NOT_FOUND');
    }
    return ticket;
  }

  /** Oldest first: the conversation as it happened. Callers have checked access to the ticket. */
  async messagesOf(ticketId: string): Promise<TicketMessageModel[]> {
    return (await this.messagesByTicket([ticketId])).get(ticketId) ?? [];
  }

  /** The conversations of several tickets in one query (for lists). */
  async messagesByTicket(ticketIds: string[]): Promise<Map<string, TicketMessageModel[]>> {
    const byTicket = new Map<string, TicketMessageModel[]>(ticketIds.map((id) => [id, []]));
    if (ticketIds.length === 0) return byTicket;
    const rows = await this.tickets.messagesOf(ticketIds);
    const authors = await this.users.factsByIds(
      distinct(rows.flatMap((row) => (row.author_id ? [row.author_id] : []))),
    );
    for (const row of rows) {
      byTicket.get(row.ticket_id)?.push({
        id: row.id,
        body: row.body,
        fromTeam: row.is_admin,
        authorName: (row.author_id && authors.get(row.author_id)?.name) ?? null,
        createdAt: row.created_at,
      });
    }
    return byTicket;
  }

  async create(user: AuthenticatedUser, input: CreateTicketInput): Promise<TicketModel> {
    await this.limiter.hit('tickets:create', user.id, {
      limit: TICKET_LIMITS.createPerHour,
      windowMs: HOUR,
    });
    const ticket = await this.dataSource.transaction(async (manager) => {
      const ticketId = await this.tickets.insertTicket(manager, {
        ownerId: user.id,
        subject: input.subject,
        category: input.category,
      });
      const messageId = await this.tickets.insertMessage(manager, {
        ticketId,
        authorId: user.id,
        isAdmin: false,
        body: input.message,
      });
      const created = (await this.find(ticketId, manager))!;
      await this.notifier.toTeam(manager, messageId, created, input.message, true);
      return created;
    });
    return ticket;
  }

  /** The owner writes again: the ticket waits for the team once more. */
  async addFollowUp(user: AuthenticatedUser, ticketId: string, body: string): Promise<TicketModel> {
    const ticket = await this.ticketFor(user, ticketId);
    // Admins see every ticket, but answer other members' tickets with a reply, not as the member.
    if (ticket.owner.id !== user.id) throw new DomainError('FORBIDDEN');
    await this.limiter.hit('tickets:message', user.id, {
      limit: TICKET_LIMITS.messagesPerHour,
      windowMs: HOUR,
    });
    return this.post(ticket.id, user.id, false, body, 'open', (manager, updated, messageId) =>
      this.notifier.toTeam(manager, messageId, updated, body, false),
    );
  }

  async reply(admin: AuthenticatedUser, ticketId: string, body: string): Promise<TicketModel> {
    const ticket = await this.ticketFor(admin, ticketId);
    return this.post(ticket.id, admin.id, true, body, 'answered', (manager, updated, messageId) =>
      this.notifier.replied(manager, messageId, updated, body),
    );
  }

  async close(admin: AuthenticatedUser, ticketId: string): Promise<TicketModel> {
    const ticket = await this.ticketFor(admin, ticketId);
    const closed = await this.dataSource.transaction(async (manager) => {
      await this.moveStatus(manager, ticket.id, 'closed');
      const found = (await this.find(ticket.id, manager))!;
      await this.notifier.closed(manager, found);
      return found;
    });
    return closed;
  }

  private post(
    ticketId: string,
    authorId: string,
    isAdmin: boolean,
    body: string,
    status: TicketStatus,
    notify: (tx: Tx, ticket: TicketModel, messageId: string) => Promise<void>,
  ): Promise<TicketModel> {
    // The message and its mails commit together.
    return this.dataSource.transaction(async (manager) => {
      await this.moveStatus(manager, ticketId, status);
      const messageId = await this.tickets.insertMessage(manager, {
        ticketId,
        authorId,
        isAdmin,
        body,
      });
      const ticket = (await this.find(ticketId, manager))!;
      await notify(manager, ticket, messageId);
      return ticket;
    });
  }

  /** Sets the status unless the ticket is closed; the row stays locked until the commit. */
  private async moveStatus(tx: Tx, id: string, status: TicketStatus) {
    if (!(await this.tickets.moveStatusUnlessClosed(tx, id, status)))
      throw new DomainError('TICKET_CLOSED');
  }

  private async find(id: string, tx?: Tx): Promise<TicketModel | null> {
    if (!isUuid(id)) return null;
    const row = await this.tickets.byId(id, tx);
    const [ticket] = await this.withOwners(row ? [row] : [], tx);
    return ticket ?? null;
  }

  /** The tickets with their owners, in the rows' order (one lookup for the whole list). */
  private async withOwners(rows: TicketRow[], tx?: Tx): Promise<TicketModel[]> {
    const owners = await this.users.factsByIds(distinct(rows.map((row) => row.owner_id)), tx);
    return rows.flatMap((row) => {
      const owner = owners.get(row.owner_id);
      return owner ? [toModel(row, owner)] : [];
    });
  }
}

function distinct(ids: string[]): string[] {
  return [...new Set(ids)];
}

function toModel(row: TicketRow, owner: AccountFacts): TicketModel {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    owner: { id: owner.id, name: owner.name, email: owner.email },
  };
}
