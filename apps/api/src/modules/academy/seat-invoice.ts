import type { EntityManager } from 'typeorm';
import type { InvoicesService, StoredInvoice } from '../billing/invoices.service.js';
import type { RegistrationRow } from './registration-row.js';

/**
 * In the transaction that gives a seat (a registration, or a move-up from the waitlist): a
 * paid, confirmed seat is invoiced. Null for a free seat or a waitlist place.
 */
export async function invoiceSeat(
  invoices: InvoicesService,
  manager: EntityManager,
  row: RegistrationRow,
): Promise<StoredInvoice | null> {
  if (row.status !== 'confirmed' || row.price_cents <= 0) return null;
  const [session] = await manager.query<Array<{ title: string; starts_at: Date }>>(
    `SELECT w.title, s.starts_at FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id
     WHERE s.id = $1`,
    [row.session_id],
  );
  return invoices.issueForRegistration(manager, {
    registrationId: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    locale: row.locale,
    workshopId: row.workshop_id,
    sessionId: row.session_id,
    title: session.title,
    sessionStartsAt: session.starts_at,
    grossCents: row.price_cents,
    guestTokenHash: row.cancel_token_hash,
  });
}
