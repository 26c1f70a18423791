import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository } from '../../../core/database/sql-repository.js';
import type { RegistrationStatus } from './entities/registration.entity.js';

export interface CheckInSessionRow {
  id: string;
  workshop_id: string;
  starts_at: Date;
  ends_at: Date;
  title: string;
  format: string;
  creator_id: string | null;
}

export interface CheckInRegistrationRow {
  id: string;
  session_id: string;
  workshop_id: string;
  name: string;
  status: RegistrationStatus;
}

/** What the check-in desk reads of sessions and registrations (the workshops module's tables). */
@Injectable()
export class CheckInRosterRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async session(sessionId: string): Promise<CheckInSessionRow | undefined> {
    const [row] = await this.db().query<CheckInSessionRow[]>(
      `SELECT s.id, s.workshop_id, s.starts_at, s.ends_at, w.title, w.format, w.creator_id
       FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id WHERE s.id = $1`,
      [sessionId],
    );
    return row;
  }

  async byCode(code: string): Promise<CheckInRegistrationRow | undefined> {
    const [row] = await this.db().query<CheckInRegistrationRow[]>(
      `SELECT id, session_id, workshop_id, name, status FROM workshop_registrations
       WHERE check_in_code = $1`,
      [code],
    );
    return row;
  }

  async byId(id: string): Promise<CheckInRegistrationRow | undefined> {
    const [row] = await this.db().query<CheckInRegistrationRow[]>(
      `SELECT id, session_id, workshop_id, name, status FROM workshop_registrations WHERE id = $1`,
      [id],
    );
    return row;
  }

  /** The session's confirmed and cancelled registrations (not the waitlist), by name. */
  async ofSession(sessionId: string): Promise<CheckInRegistrationRow[]> {
    return this.db().query<CheckInRegistrationRow[]>(
      `SELECT id, session_id, workshop_id, name, status FROM workshop_registrations
       WHERE session_id = $1 AND status IN ('confirmed', 'cancelled')
       ORDER BY lower(name), id`,
      [sessionId],
    );
  }

  /** The ids of an account's registrations (for its data download). */
  async idsOfUser(userId: string): Promise<string[]> {
    const rows = await this.db().query<Array<{ id: string }>>(
      'SELECT id FROM workshop_registrations WHERE user_id = $1',
      [userId],
    );
    return rows.map((r) => r.id);
  }
}
