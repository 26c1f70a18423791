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

/** A registration by its join link, with what the link needs of its session. */
export interface JoinRow extends CheckInRegistrationRow {
  locale: 'de' | 'en';
  starts_at: Date;
  ends_at: Date;
  title: string;
  format: string;
  video_call_link: string | null;
  workshop_status: string;
}

/** A registrant as the host's attendance list and CSV show them. */
export interface AttendanceRegistrantRow extends CheckInRegistrationRow {
  email: string;
}

/** A session of a workshop with its confirmed registrations (the host's statistics). */
export interface WorkshopSessionCountRow {
  id: string;
  starts_at: Date;
  ends_at: Date;
  confirmed: number;
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

  async byJoinCode(code: string): Promise<JoinRow | undefined> {
    const [row] = await this.db().query<JoinRow[]>(
      `SELECT r.id, r.session_id, r.workshop_id, r.name, r.status, r.locale, s.starts_at,
              s.ends_at, w.title, w.format, w.video_call_link, w.status AS workshop_status
         FROM workshop_registrations r
         JOIN workshop_sessions s ON s.id = r.session_id
         JOIN workshops w ON w.id = r.workshop_id
        WHERE r.join_code = $1`,
      [code],
    );
    return row;
  }

  /** The session's confirmed registrations with their addresses (host and admins only). */
  async confirmedWithEmail(sessionId: string): Promise<AttendanceRegistrantRow[]> {
    return this.db().query<AttendanceRegistrantRow[]>(
      `SELECT id, session_id, workshop_id, name, email, status FROM workshop_registrations
       WHERE session_id = $1 AND status = 'confirmed' ORDER BY lower(name), id`,
      [sessionId],
    );
  }

  /** Every session of a workshop, by start, with its confirmed registrations. */
  async sessionsOfWorkshop(workshopId: string): Promise<WorkshopSessionCountRow[]> {
    return this.db().query<WorkshopSessionCountRow[]>(
      `SELECT s.id, s.starts_at, s.ends_at,
              (SELECT count(*)::int FROM workshop_registrations r
                WHERE r.session_id = s.id AND r.status = 'confirmed') AS confirmed
         FROM workshop_sessions s WHERE s.workshop_id = $1 ORDER BY s.starts_at, s.id`,
      [workshopId],
    );
  }

  /** The workshop's host (its creator), or undefined when there is no such workshop. */
  async workshopHost(workshopId: string): Promise<{ creator_id: string | null } | undefined> {
    const [row] = await this.db().query<Array<{ creator_id: string | null }>>(
      'SELECT creator_id FROM workshops WHERE id = $1',
      [workshopId],
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
