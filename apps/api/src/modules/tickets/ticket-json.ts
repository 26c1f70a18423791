import type { TicketMessageModel, TicketModel } from './models/ticket.model.js';

/** The REST shape of a ticket (snake_case, like the other REST answers). */
export function ticketJson(ticket: TicketModel, messages?: TicketMessageModel[]) {
  return {
    id: ticket.id,
    subject: ticket.subject,
    category: ticket.category,
    status: ticket.status,
    owner: ticket.owner,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
    ...(messages
      ? {
          messages: messages.map((m) => ({
            id: m.id,
            body: m.body,
            from_team: m.fromTeam,
            author_name: m.authorName,
            created_at: m.createdAt.toISOString(),
          })),
        }
      : {}),
  };
}
