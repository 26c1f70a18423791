/** Support tickets: the fixed lists and bounds that the API enforces and the client hints at. */
export const TICKET_CATEGORIES = [
  'general',
  'account',
  'profile',
  'workshops',
  'academy',
  'billing',
  'technical',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** open: waits for the team; answered: the team replied; closed: done (no further messages). */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_LIMITS = {
  subjectMaxLength: 160,
  messageMaxLength: 5000,
  /** New tickets per account and hour. */
  createPerHour: 10,
  /** Follow-ups per account and hour. */
  messagesPerHour: 60,
  /** Most tickets one admin queue answer lists (newest activity first). */
  queueMaxItems: 200,
} as const;

/** Where members and admins find tickets in the client (also used for links in e-mails). */
export const TICKET_PATHS = {
  mine: '/member-area/tickets',
  admin: '/member-area/tickets/admin',
  ticket: (id: string) => `/member-area/tickets/${encodeURIComponent(id)}`,
  adminTicket: (id: string) => `/member-area/tickets/admin?ticket=${encodeURIComponent(id)}`,
} as const;
