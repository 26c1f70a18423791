import { Inject, Injectable } from '@nestjs/common';
import { mailLink, TICKET_PATHS } from '@platform/domain';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { UsersService } from '../auth/index.js';
import { MailOutbox } from '../mail/index.js';
import { ticketClosedMail, ticketReplyMail, ticketToTeamMail } from './ticket-mails.js';
import type { TicketModel } from './models/ticket.model.js';

/**
 * The e-mails around tickets, queued in the transaction that stores the change (the outbox
 * sends them). Keys name the message or the closing, so each mail goes out once.
 */
@Injectable()
export class TicketNotifier {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly users: UsersService,
  ) {}

  /** Every active admin (except the writer), each in their language; else the contact inbox. */
  async toTeam(
    manager: EntityManager,
    messageId: string,
    ticket: TicketModel,
    message: string,
    isNew: boolean,
  ): Promise<void> {
    const admins = await this.users.activeAdmins(manager);
    const recipients = admins
      .filter((admin) => admin.id !== ticket.owner.id)
      .map((admin) => ({ email: admin.email, locale: admin.locale }));
    if (recipients.length === 0 && admins.length === 0) {
      recipients.push({ email: this.config.contactInbox, locale: 'de' });
    }
    const url = mailLink(this.config.publicUrl, TICKET_PATHS.adminTicket(ticket.id));
    for (const recipient of recipients) {
      await this.outbox.enqueue(
        ticketToTeamMail(
          recipient.locale,
          recipient.email,
          ticket,
          ticket.owner,
          message,
          isNew,
          url,
        ),
        { key: `ticket-to-team:${messageId}:${recipient.email}`, manager },
      );
    }
  }

  async replied(
    manager: EntityManager,
    messageId: string,
    ticket: TicketModel,
    reply: string,
  ): Promise<void> {
    const owner = await this.ownerOf(manager, ticket);
    if (!owner) return;
    await this.outbox.enqueue(
      ticketReplyMail(owner.locale, owner.email, owner.name, ticket, reply, this.link(ticket)),
      { key: `ticket-reply:${messageId}`, manager },
    );
  }

  async closed(manager: EntityManager, ticket: TicketModel): Promise<void> {
    const owner = await this.ownerOf(manager, ticket);
    if (!owner) return;
    await this.outbox.enqueue(
      ticketClosedMail(owner.locale, owner.email, owner.name, ticket, this.link(ticket)),
      { key: `ticket-closed:${ticket.id}`, manager },
    );
  }

  private link(ticket: TicketModel): string {
    return mailLink(this.config.publicUrl, TICKET_PATHS.ticket(ticket.id));
  }

  private ownerOf(manager: EntityManager, ticket: TicketModel) {
    return this.users.facts(ticket.owner.id, manager);
  }
}
