import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MyDataService } from '../profiles/index.js';
import { ticketJson } from './ticket-json.js';
import { TicketsService } from './tickets.service.js';

/** A member's support tickets with every message, in their data download (they cascade away with the account). */
@Injectable()
export class TicketsPersonalData implements OnModuleInit {
  constructor(
    private readonly myData: MyDataService,
    private readonly tickets: TicketsService,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'support_tickets',
      export: async (user) => {
        const tickets = await this.tickets.myTickets(user.id);
        const messages = await this.tickets.messagesByTicket(tickets.map((t) => t.id));
        return tickets.map((t) => ticketJson(t, messages.get(t.id) ?? []));
      },
    });
  }
}
