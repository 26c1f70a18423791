import type { TicketCategory, TicketStatus } from '@platform/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Texts shared by the member's and the admin's ticket screens. */
export const ticketMessages = defineMessages({
  loading: { id: 'member.tickets.loading', defaultMessage: 'Tickets werden geladen...' },
  loadError: {
    id: 'member.tickets.loadError',
    defaultMessage: 'Die Tickets konnten nicht geladen werden.',
  },
  retry: { id: 'member.tickets.retry', defaultMessage: 'Erneut versuchen' },
  team: { id: 'member.tickets.team', defaultMessage: 'Support-Team' },
  you: { id: 'member.tickets.you', defaultMessage: 'Sie' },
  sendFailed: {
    id: 'member.tickets.sendFailed',
    defaultMessage: 'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
  messageLabel: { id: 'member.tickets.message', defaultMessage: 'Nachricht' },
  messageRequired: {
    id: 'member.tickets.messageRequired',
    defaultMessage: 'Bitte geben Sie eine Nachricht ein.',
  },
  sending: { id: 'member.tickets.sending', defaultMessage: 'Wird gesendet...' },
  categoryLabel: { id: 'member.tickets.category', defaultMessage: 'Kategorie' },
  statusLabel: { id: 'member.tickets.status', defaultMessage: 'Status' },
});

export const statusMessages: Record<TicketStatus, MessageDescriptor> = defineMessages({
  open: { id: 'member.tickets.status.open', defaultMessage: 'Offen' },
  answered: { id: 'member.tickets.status.answered', defaultMessage: 'Beantwortet' },
  closed: { id: 'member.tickets.status.closed', defaultMessage: 'Geschlossen' },
});

export const categoryMessages: Record<TicketCategory, MessageDescriptor> = defineMessages({
  general: { id: 'member.tickets.category.general', defaultMessage: 'Allgemeine Frage' },
  account: { id: 'member.tickets.category.account', defaultMessage: 'Konto und Anmeldung' },
  profile: { id: 'member.tickets.category.profile', defaultMessage: 'Profil' },
  workshops: { id: 'member.tickets.category.workshops', defaultMessage: 'Workshops' },
  academy: {
    id: 'member.tickets.category.academy',
    defaultMessage: 'Academy und Mitgliedschaft',
  },
  billing: { id: 'member.tickets.category.billing', defaultMessage: 'Rechnung und Zahlung' },
  technical: { id: 'member.tickets.category.technical', defaultMessage: 'Technisches Problem' },
});
