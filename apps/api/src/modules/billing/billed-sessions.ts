import { Injectable } from '@nestjs/common';

/** A workshop session as billing names and dates it. */
export interface BilledSession {
  id: string;
  workshopId: string;
  startsAt: Date;
  workshop: { title: string };
}

/** What billing needs to know of the workshops' sessions. */
export interface BilledSessionsSource {
  sessionsByIds(sessionIds: readonly string[]): Promise<Map<string, BilledSession>>;
  workshopsByIds(workshopIds: readonly string[]): Promise<Map<string, { title: string }>>;
  /** The sessions of a host's workshops, latest start first. */
  sessionsOfCreator(creatorId: string, limit: number): Promise<BilledSession[]>;
}

/**
 * Billing's view of the workshop sessions. The workshops module imports billing (it invoices
 * its seats), so billing cannot import it back; the workshops module supplies the answers at
 * start-up (`AcademyBilling`). Until then no session is known.
 */
@Injectable()
export class BilledSessions implements BilledSessionsSource {
  private source?: BilledSessionsSource;

  supply(source: BilledSessionsSource): void {
    this.source = source;
  }

  async sessionsByIds(sessionIds: readonly string[]): Promise<Map<string, BilledSession>> {
    if (!this.source || sessionIds.length === 0) return new Map();
    return this.source.sessionsByIds(sessionIds);
  }

  async workshopsByIds(workshopIds: readonly string[]): Promise<Map<string, { title: string }>> {
    if (!this.source || workshopIds.length === 0) return new Map();
    return this.source.workshopsByIds(workshopIds);
  }

  async sessionsOfCreator(creatorId: string, limit: number): Promise<BilledSession[]> {
    if (!this.source) return [];
    return this.source.sessionsOfCreator(creatorId, limit);
  }
}
