import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** Which registrations hold a confirmed seat: what billing (invoices, payments) asks of them. */
@Injectable()
export class ConfirmedSeatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Those of these registrations that hold a confirmed seat. */
  async confirmedAmong(
    registrationIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Set<string>> {
    if (registrationIds.length === 0) return new Set();
    const rows = await manager.query<Array<{ id: string }>>(
      `SELECT id FROM workshop_registrations WHERE id = ANY($1::uuid[]) AND status = 'confirmed'`,
      [registrationIds],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Those of these registrations made by a guest who has not confirmed the address. */
  async unprovenAmong(
    registrationIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Set<string>> {
    if (registrationIds.length === 0) return new Set();
    const rows = await manager.query<Array<{ id: string }>>(
      `SELECT id FROM workshop_registrations
        WHERE id = ANY($1::uuid[]) AND user_id IS NULL AND email_confirmed_at IS NULL`,
      [registrationIds],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Confirmed registrations per session; a session without any is not in the map. */
  async confirmedCountsBySession(
    sessionIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, number>> {
    if (sessionIds.length === 0) return new Map();
    const rows = await manager.query<Array<{ session_id: string; confirmed: number }>>(
      `SELECT session_id, count(*)::int AS confirmed FROM workshop_registrations
       WHERE session_id = ANY($1::uuid[]) AND status = 'confirmed' GROUP BY session_id`,
      [sessionIds],
    );
    return new Map(rows.map((row) => [row.session_id, row.confirmed]));
  }
}
