import { billingAddressLines } from '@platform/domain';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../../core/errors/domain-error.js';
import type { InvoicesService, StoredInvoice } from '../../billing/index.js';
import type {
  SessionSeatsService,
  WorkshopSessionFacts,
} from '../sessions/session-seats.service.js';
import type { RegistrationRow } from './registration-row.js';

/**
 * In the transaction that gives a seat (a registration, or a move-up from the waitlist): a
 * paid, confirmed seat is invoiced. Null for a free seat or a waitlist place. `known`: the
 * registration's session when the caller has it (it is not read again).
 */
export async function invoiceSeat(
  invoices: InvoicesService,
  sessions: SessionSeatsService,
  manager: EntityManager,
  row: RegistrationRow,
  known?: WorkshopSessionFacts,
): Promise<StoredInvoice | null> {
  if (row.status !== 'confirmed' || row.price_cents <= 0) return null;
  const session = known ?? (await sessions.facts(row.session_id, manager));
  if (!session) throw new DomainError('REGISTRATION_SESSION_NOT_FOUND');
  return invoices.issueForRegistration(manager, {
    registrationId: row.id,
    userId: row.user_id,
    name: row.billing_address?.name ?? row.name,
    email: row.email,
    locale: row.locale,
    workshopId: row.workshop_id,
    sessionId: row.session_id,
    title: session.workshop.title,
    sessionStartsAt: session.startsAt,
    grossCents: row.price_cents,
    guestTokenHash: row.cancel_token_hash,
    organisation: row.billing_address?.company ?? null,
    address: row.billing_address ? billingAddressLines(row.billing_address).join('\n') : null,
  });
}
