import { formatInvoiceNumber, toWallClock } from '@platform/domain';
import type { EntityManager } from 'typeorm';

/**
 * The next invoice number of the issue year (Berlin calendar). The upsert locks the year's
 * counter row until the caller's transaction ends: concurrent issuers wait their turn, and a
 * rollback returns the number, so the sequence has no gaps. Call it as late as possible in the
 * transaction, since it serialises every issuer of the year from here to the commit.
 */
export async function takeInvoiceNumber(manager: EntityManager, issuedAt: Date): Promise<string> {
  const year = toWallClock(issuedAt).year;
  const rows = await manager.query<Array<{ last_number: number }>>(
    `INSERT INTO invoice_counters (year, last_number) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last_number = invoice_counters.last_number + 1
     RETURNING last_number`,
    [year],
  );
  return formatInvoiceNumber(year, rows[0].last_number);
}
