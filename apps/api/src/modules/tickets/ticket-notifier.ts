import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TICKET_PATHS } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { User } from '../auth/entities/user.entity.js';
import type { MailMessage } from '../mail/mail-message.js';
import { MailService } from '../mail/mail.service.js';
import { ticketClosedMail, ticketReplyMail, ticketToTeamMail } from './ticket-mails.js';
import type { TicketModel } from './models/ticket.model.js';

/**
 * The e-mails around tickets. The ticket is already stored when these run, so a mail that
 * cannot be sent is logged rather than turned into an error for a change that did happen.
 */
@Injectable()
export class TicketNotifier {
  private readonly logger = new Logger('Tickets');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  /** Every active admin (except the writer), each in their language; else the contact inbox. */
  async toTeam(ticket: TicketModel, message: string, isNew: boolean): Promise<void> {
    const admins = await this.dataSource.getRepository(User).find({
      where: { role: 'ADMIN', status: 'active' },
      select: { id: true, email: true, locale: true },
    });
    const recipients = admins
      .filter((admin) => admin.id !== ticket.owner.id)
      .map((admin) => ({ email: admin.email, locale: admin.locale }));
    if (recipients.length === 0 && admins.length === 0) {
      recipients.push({ email: this.config.contactInbox, locale: 'de' });
    }
    const url = `${this.config.publicUrl}${TICKET_PATHS.adminTicket(ticket.id)}`;
    for (const recipient of recipients) {
      await this.send(
        ticketToTeamMail(
          recipient.locale,
          recipient.email,
          ticket,
          ticket.owner,
          message,
          isNew,
          url,
        ),
      );
    }
  }

  async replied(ticket: TicketModel, reply: string): Promise<void> {
    const owner = await this.ownerOf(ticket);
    if (!owner) return;
    await this.send(
      ticketReplyMail(owner.locale, owner.email, owner.name, ticket, reply, this.link(ticket)),
    );
  }

  async closed(ticket: TicketModel): Promise<void> {
    const owner = await this.ownerOf(ticket);
    if (!owner) return;
    await this.send(
      ticketClosedMail(owner.locale, owner.email, owner.name, ticket, this.link(ticket)),
    );
  }

  private link(ticket: TicketModel): string {
    return `${this.config.publicUrl}${TICKET_PATHS.ticket(ticket.id)}`;
  }

  private ownerOf(ticket: TicketModel) {
    return this.dataSource.getRepository(User).findOne({
      where: { id: ticket.owner.id },
      select: { id: true, email: true, name: true, locale: true },
    });
  }

  private async send(message: MailMessage): Promise<void> {
    try {
      await this.mail.send(message);
    } catch (error) {
      this.logger.error({ msg: 'ticket mail not sent', subject: message.subject, error });
    }
  }
}
