import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository } from '../../../core/database/sql-repository.js';

export interface FollowUpSessionRow {
  id: string;
  workshop_id: string;
  starts_at: Date;
  ends_at: Date;
  title: string;
  slug: string;
  format: string;
  location: string | null;
  learning_objectives: string[];
  creator_id: string | null;
}

export interface FollowUpRegistrationRow {
  id: string;
  session_id: string;
  user_id: string | null;
  name: string;
  email: string;
  locale: 'de' | 'en';
  email_confirmed_at: Date | null;
}

/** What the follow-up after a session reads of sessions and registrations. */
@Injectable()
export class FollowUpRosterRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Sessions of approved, not cancelled workshops that ended in [from, to). */
  async endedBetween(from: Date, to: Date): Promise<FollowUpSessionRow[]> {
    return this.db().query<FollowUpSessionRow[]>(
      `SELECT s.id, s.workshop_id, s.starts_at, s.ends_at, w.title, w.slug, w.format::text AS format,
              w.location, w.learning_objectives, w.creator_id
       FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id
       WHERE s.ends_at >= $1 AND s.ends_at < $2 AND w.is_approved AND w.status <> 'cancelled'
       ORDER BY s.ends_at, s.id`,
      [from, to],
    );
  }

  /** The confirmed registrations of these sessions. */
  async confirmedOf(sessionIds: string[]): Promise<FollowUpRegistrationRow[]> {
    if (sessionIds.length === 0) return [];
    return this.db().query<FollowUpRegistrationRow[]>(
      `SELECT id, session_id, user_id, name, email, locale, email_confirmed_at
       FROM workshop_registrations
       WHERE session_id = ANY($1::uuid[]) AND status = 'confirmed'
       ORDER BY session_id, id`,
      [sessionIds],
    );
  }
}
