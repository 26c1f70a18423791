import { Injectable } from '@nestjs/common';

/** The admin tab's counters: what waits for an admin, one number per section. */
export const ADMIN_COUNTER_KEYS = [
  'pendingApprovals',
  'openTickets',
  'failedMails',
  'openPayments',
  'newProjectRequests',
] as const;
export type AdminCounterKey = (typeof ADMIN_COUNTER_KEYS)[number];

/**
 * Where modules hand in the count behind one of the admin tab's sections (in `onModuleInit`).
 * Each count is the owner's own query over the same rows its admin list shows, so a counter and
 * its list agree; core only collects them. A counter nobody registered reads 0.
 */
@Injectable()
export class AdminCounters {
  private readonly counters = new Map<AdminCounterKey, () => Promise<number>>();

  register(key: AdminCounterKey, count: () => Promise<number>): void {
    if (this.counters.has(key)) throw new Error(`admin counter "${key}" registered twice`);
    this.counters.set(key, count);
  }

  async read(): Promise<Record<AdminCounterKey, number>> {
    const values = await Promise.all(
      ADMIN_COUNTER_KEYS.map(async (key) => (await this.counters.get(key)?.()) ?? 0),
    );
    return Object.fromEntries(
      ADMIN_COUNTER_KEYS.map((key, index) => [key, values[index]]),
    ) as Record<AdminCounterKey, number>;
  }
}
