import { Injectable } from '@nestjs/common';
import type { Tx } from '../../core/database/sql-repository.js';

const SEED_LOCK_ID = 7_281_946_002;
const MARKER = 'demo_seeded_at';

/** The demo-content marker in `app_meta` (core's key-value table) and the lock around seeding. */
@Injectable()
export class SeedMarkerRepository {
  /** Holds the seeding lock until `tx` ends: instances starting together seed once. */
  async lock(tx: Tx): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
  }

  async isSeeded(tx: Tx): Promise<boolean> {
    const [{ seeded }] = await tx.query<Array<{ seeded: boolean }>>(
      'SELECT EXISTS (SELECT 1 FROM app_meta WHERE key = $1) AS seeded',
      [MARKER],
    );
    return seeded;
  }

  async markSeeded(tx: Tx): Promise<void> {
    await tx.query('INSERT INTO app_meta (key, value) VALUES ($1, to_jsonb(now()))', [MARKER]);
  }
}
