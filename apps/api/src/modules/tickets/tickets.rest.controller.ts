import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import { CreateTicketInput, TicketMessageBody, TicketQueueQuery } from './dto/ticket.inputs.js';
import { ticketJson } from './ticket-json.js';
import { TicketsService } from './tickets.service.js';

/**
 * The spec's REST paths (`meine-tickets`, `create`) plus twins of the other operations.
 * Fixed paths come before `:id` so that they are not read as ids.
 */
@Controller('api/tickets')
export class TicketsRestController {
  constructor(private readonly tickets: TicketsService) {}

  @Get('meine-tickets')
  async mine(@CurrentUser() user: AuthenticatedUser) {
    const tickets = await this.tickets.myTickets(user.id);
    const messages = await this.tickets.messagesByTicket(tickets.map((ticket) => ticket.id));
    return { tickets: tickets.map((ticket) => ticketJson(ticket, messages.get(ticket.id))) };
  }

  @Post('create')
  @HttpCode(201)
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateTicketInput) {
    const ticket = await this.tickets.create(user, body);
    return { success: true, ticket: ticketJson(ticket, await this.tickets.messagesOf(ticket.id)) };
  }

  @Roles('ADMIN')
  @Get('admin')
  async queue(@Query() query: TicketQueueQuery) {
    const tickets = await this.tickets.queue(query.status);
    return { tickets: tickets.map((ticket) => ticketJson(ticket)) };
  }

  @Roles('ADMIN')
  @Post('admin/:id/reply')
  @HttpCode(200)
  async reply(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: TicketMessageBody,
  ) {
    const ticket = await this.tickets.reply(admin, id, body.message);
    return { success: true, ticket: ticketJson(ticket, await this.tickets.messagesOf(ticket.id)) };
  }

  @Roles('ADMIN')
  @Post('admin/:id/close')
  @HttpCode(200)
  async close(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string) {
    const ticket = await this.tickets.close(admin, id);
    return { success: true, ticket: ticketJson(ticket, await this.tickets.messagesOf(ticket.id)) };
  }

  @Get(':id')
  async one(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    const ticket = await this.tickets.ticketFor(user, id);
    return { ticket: ticketJson(ticket, await this.tickets.messagesOf(ticket.id)) };
  }

  @Post(':id/messages')
  @HttpCode(201)
  async followUp(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: TicketMessageBody,
  ) {
    const ticket = await this.tickets.addFollowUp(user, id, body.message);
    return { success: true, ticket: ticketJson(ticket, await this.tickets.messagesOf(ticket.id)) };
  }
}
