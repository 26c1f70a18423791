import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { TICKET_STATUSES, type TicketStatus } from '@platform/domain';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import type { AppRequest } from '../../core/auth/get-request.js';
import { requestLoader } from '../../core/graphql/request-loader.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { CreateTicketInput, TicketMessageInput } from './dto/ticket.inputs.js';
import { TicketMessageModel, TicketModel } from './models/ticket.model.js';
import { TicketsService } from './tickets.service.js';

/** Every operation needs a signed-in caller (the global guard); admin ones say so. */
@Resolver(() => TicketModel)
export class TicketsResolver {
  constructor(private readonly tickets: TicketsService) {}

  @Query(() => [TicketModel], { description: 'The signed-in member’s tickets, latest first.' })
  myTickets(@CurrentUser() user: AuthenticatedUser): Promise<TicketModel[]> {
    return this.tickets.myTickets(user.id);
  }

  @Query(() => TicketModel, { description: 'One ticket: the caller’s own, or any for admins.' })
  ticket(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<TicketModel> {
    return this.tickets.ticketFor(user, id);
  }

  @Mutation(() => TicketModel)
  createTicket(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: CreateTicketInput,
  ): Promise<TicketModel> {
    return this.tickets.create(user, input);
  }

  @Mutation(() => TicketModel, {
    description: 'A follow-up by the ticket’s owner; the ticket is open again.',
  })
  addTicketMessage(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: TicketMessageInput,
  ): Promise<TicketModel> {
    return this.tickets.addFollowUp(user, input.ticketId, input.message);
  }

  @Roles('ADMIN')
  @Query(() => [TicketModel], {
    description: 'The support queue: open first, then answered, then closed.',
  })
  allTickets(
    @Args('status', { type: () => String, nullable: true }) status?: string | null,
  ): Promise<TicketModel[]> {
    return this.tickets.queue(statusFilter(status));
  }

  @Roles('ADMIN')
  @Mutation(() => TicketModel, { description: 'The team answers; the member is emailed.' })
  replyToTicket(
    @CurrentUser() admin: AuthenticatedUser,
    @Args('input') input: TicketMessageInput,
  ): Promise<TicketModel> {
    return this.tickets.reply(admin, input.ticketId, input.message);
  }

  @Roles('ADMIN')
  @Mutation(() => TicketModel, { description: 'Closes the ticket; the member is emailed.' })
  closeTicket(
    @CurrentUser() admin: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<TicketModel> {
    return this.tickets.close(admin, id);
  }

  @ResolveField(() => [TicketMessageModel], { description: 'The conversation, oldest first.' })
  messages(
    @Parent() ticket: TicketModel,
    @Context('req') request: AppRequest,
  ): Promise<TicketMessageModel[]> {
    // A list of tickets with their conversations costs one query, not one per ticket.
    return requestLoader(request, 'ticket.messages', async (ids: readonly string[]) => {
      const byTicket = await this.tickets.messagesByTicket([...ids]);
      return ids.map((id) => byTicket.get(id) ?? []);
    }).load(ticket.id);
  }
}

function statusFilter(status: string | null | undefined): TicketStatus | undefined {
  if (status === null || status === undefined || status === '') return undefined;
  if (!(TICKET_STATUSES as readonly string[]).includes(status)) {
    throw new DomainError('VALIDATION_FAILED', { fields: { status: 'INVALID_TICKET_STATUS' } });
  }
  return status as TicketStatus;
}
