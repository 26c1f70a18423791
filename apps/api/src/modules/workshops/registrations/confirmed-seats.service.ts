import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../core/database/sql-repository.js';
import { RegistrationsRepository } from './registrations.repository.js';

/** Which registrations hold a confirmed seat: what billing (invoices, payments) asks of them. */
@Injectable()
export class ConfirmedSeatsService {
  constructor(private readonly registrations: RegistrationsRepository) {}

  /** Those of these registrations that hold a confirmed seat. */
  async confirmedAmong(registrationIds: readonly string[], manager?: Tx): Promise<Set<string>> {
    if (registrationIds.length === 0) return new Set();
    return new Set(await this.registrations.confirmedIds(registrationIds, manager));
  }

  /** Those of these registrations made by a guest who has not confirmed the address. */
  async unprovenAmong(registrationIds: readonly string[], manager?: Tx): Promise<Set<string>> {
    if (registrationIds.length === 0) return new Set();
    return new Set(await this.registrations.unprovenIds(registrationIds, manager));
  }

  /** Confirmed registrations per session; a session without any is not in the map. */
  async confirmedCountsBySession(
    sessionIds: readonly string[],
    manager?: Tx,
  ): Promise<Map<string, number>> {
    if (sessionIds.length === 0) return new Map();
    const rows = await this.registrations.confirmedCounts(sessionIds, manager);
    return new Map(rows.map((row) => [row.session_id, row.confirmed]));
  }
}
