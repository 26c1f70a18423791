import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository } from '../../../core/database/sql-repository.js';
import { openToVisitorsSql } from '../workshop-visibility.sql.js';

/** A session as a calendar feed shows it, with its workshop's place. */
export interface CalendarSessionRow {
  session_id: string;
  starts_at: Date;
  ends_at: Date;
  sequence: number;
  slug: string;
  title: string;
  format: string;
  location: string | null;
  video_call_link: string | null;
  workshop_status: string;
}

/** A member's registration with its session. */
export interface CalendarRegistrationRow extends CalendarSessionRow {
  registration_id: string;
  registration_status: string;
}

const SESSION_COLUMNS = `s.id AS session_id, s.starts_at, s.ends_at, s.sequence, w.slug, w.title,
  w.format, w.location, w.video_call_link, w.status AS workshop_status`;

/** How far back a feed still shows past entries (calendars keep them anyway). */
const PAST_DAYS = 30;
/** At most this many entries per feed. */
const FEED_LIMIT = 500;

/**
 * The reads behind the calendar feeds: public sessions, a member's registrations and the
 * sessions of the workshops a member hosts. Read-only; the feeds module calls them through
 * `WorkshopCalendarService`.
 */
@Injectable()
export class SessionCalendarRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Upcoming sessions of approved workshops open to visitors (optionally of one workshop). */
  async publicSessions(now: Date, slug?: string): Promise<CalendarSessionRow[]> {
    return this.db().query<CalendarSessionRow[]>(
      `SELECT ${SESSION_COLUMNS}
         FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id
        WHERE w.is_approved AND ${openToVisitorsSql('w')} AND s.ends_at > $1
          AND ($2::text IS NULL OR w.slug = $2)
        ORDER BY s.starts_at, s.id LIMIT ${FEED_LIMIT}`,
      [now, slug ?? null],
    );
  }

  /** Whether an approved workshop open to visitors has this slug. */
  async publicWorkshopExists(slug: string): Promise<boolean> {
    const rows = await this.db().query<unknown[]>(
      `SELECT 1 FROM workshops w WHERE w.slug = $1 AND w.is_approved AND ${openToVisitorsSql('w')}`,
      [slug],
    );
    return rows.length > 0;
  }

  /** A member's registrations (seat, waitlist or cancelled) of recent and coming sessions. */
  async registrationsOf(userId: string, now: Date): Promise<CalendarRegistrationRow[]> {
    return this.db().query<CalendarRegistrationRow[]>(
      `SELECT r.id AS registration_id, r.status AS registration_status, ${SESSION_COLUMNS}
         FROM workshop_registrations r
         JOIN workshop_sessions s ON s.id = r.session_id
         JOIN workshops w ON w.id = s.workshop_id
        WHERE r.user_id = $1 AND s.ends_at > $2::timestamptz - make_interval(days => ${PAST_DAYS})
        ORDER BY s.starts_at, r.id LIMIT ${FEED_LIMIT}`,
      [userId, now],
    );
  }

  /** The sessions of the workshops a member created (hosts). */
  async hostedSessionsOf(userId: string, now: Date): Promise<CalendarSessionRow[]> {
    return this.db().query<CalendarSessionRow[]>(
      `SELECT ${SESSION_COLUMNS}
         FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id
        WHERE w.creator_id = $1 AND s.ends_at > $2::timestamptz - make_interval(days => ${PAST_DAYS})
        ORDER BY s.starts_at, s.id LIMIT ${FEED_LIMIT}`,
      [userId, now],
    );
  }
}
