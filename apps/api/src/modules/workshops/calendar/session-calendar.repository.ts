import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';
import { FREE_FUTURE_SESSIONS_SQL } from '../sessions/sessions.repository.js';
import { openToVisitorsSql } from '../workshop-visibility.sql.js';
import { queryAffected } from '../../../core/database/returning.js';

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
  /** Set for a cancelled (deleted) session's kept entry. */
  cancelled?: boolean;
}

/** A member's registration with its session. */
export interface CalendarRegistrationRow extends CalendarSessionRow {
  registration_id: string;
  registration_status: string;
  /** The personal join link's key (null for a kept entry of a cancelled session). */
  join_code: string | null;
}

const SESSION_COLUMNS = `s.id AS session_id, s.starts_at, s.ends_at, s.sequence, w.slug, w.title,
  w.format::text AS format, w.location, w.video_call_link, w.status::text AS workshop_status,
  false AS cancelled`;
/** The same columns of a cancelled session's kept entry (`cancelled_calendar_entries c`). */
const CANCELLED_COLUMNS = `c.session_id, c.starts_at, c.ends_at, c.sequence, c.slug, c.title,
  c.format, c.location, c.video_call_link, 'cancelled'::text AS workshop_status, true AS cancelled`;

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
       UNION ALL
       SELECT ${CANCELLED_COLUMNS}
         FROM cancelled_calendar_entries c
        WHERE c.registration_id IS NULL AND c.is_public
          AND c.ends_at > $1 AND ($2::text IS NULL OR c.slug = $2)
        ORDER BY starts_at, session_id LIMIT ${FEED_LIMIT}`,
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
      `SELECT r.id AS registration_id, r.status AS registration_status, r.join_code, ${SESSION_COLUMNS}
         FROM workshop_registrations r
         JOIN workshop_sessions s ON s.id = r.session_id
         JOIN workshops w ON w.id = s.workshop_id
        WHERE r.user_id = $1 AND s.ends_at > $2::timestamptz - make_interval(days => ${PAST_DAYS})
       UNION ALL
       SELECT c.registration_id, 'cancelled', NULL, ${CANCELLED_COLUMNS}
         FROM cancelled_calendar_entries c
        WHERE c.user_id = $1 AND c.ends_at > $2::timestamptz - make_interval(days => ${PAST_DAYS})
        ORDER BY starts_at, registration_id LIMIT ${FEED_LIMIT}`,
      [userId, now],
    );
  }

  /** The sessions of the workshops a member created (hosts). */
  async hostedSessionsOf(userId: string, now: Date): Promise<CalendarSessionRow[]> {
    return this.db().query<CalendarSessionRow[]>(
      `SELECT ${SESSION_COLUMNS}
         FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id
        WHERE w.creator_id = $1 AND s.ends_at > $2::timestamptz - make_interval(days => ${PAST_DAYS})
       UNION ALL
       SELECT ${CANCELLED_COLUMNS}
         FROM cancelled_calendar_entries c
        WHERE c.registration_id IS NULL AND c.creator_id = $1
          AND c.ends_at > $2::timestamptz - make_interval(days => ${PAST_DAYS})
        ORDER BY starts_at, session_id LIMIT ${FEED_LIMIT}`,
      [userId, now],
    );
  }

  /**
   * Keeps a cancelled session's calendar entries (the session's, and each member
   * registration's) before the session and its registrations are deleted; `sequence` is the
   * cancellation's.
   */
  async keepCancelledSession(tx: Tx, sessionId: string, sequence: number): Promise<void> {
    await this.keep(tx, 's.id = $1', [sessionId, sequence], '$2::int');
  }

  /**
   * Keeps every session's entries of a workshop about to be deleted, cancelled, each with its
   * session's SEQUENCE raised by one: subscribed calendars strike the dates instead of keeping
   * them (an entry that vanishes from a feed stays in most calendar programs).
   */
  async keepDeletedWorkshop(tx: Tx, workshopId: string): Promise<void> {
    await this.keep(tx, 's.workshop_id = $1', [workshopId], 's.sequence + 1');
  }

  /**
   * Keeps the entries of the free future sessions a re-planned schedule is about to drop
   * (`FREE_FUTURE_SESSIONS_SQL`), cancelled with their SEQUENCE raised by one: subscribed
   * calendars strike those dates instead of keeping them.
   */
  async keepDroppedFuture(tx: Tx, workshopId: string, now: Date, planned: Date[]): Promise<void> {
    await this.keep(tx, FREE_FUTURE_SESSIONS_SQL, [workshopId, now, planned], 's.sequence + 1');
  }

  /** Deletes kept entries that ended longer ago than any feed shows; how many. */
  async purgeKeptBefore(now: Date): Promise<number> {
    return queryAffected(
      this.db(),
      `DELETE FROM cancelled_calendar_entries
        WHERE ends_at <= $1::timestamptz - make_interval(days => ${PAST_DAYS})`,
      [now],
    );
  }

  private async keep(tx: Tx, where: string, params: unknown[], sequence: string): Promise<void> {
    const snapshot = `w.slug, w.title, w.format::text, w.location, w.video_call_link,
      (w.is_approved AND ${openToVisitorsSql('w')}), w.creator_id`;
    await this.db(tx).query(
      `INSERT INTO cancelled_calendar_entries
         (entry_id, session_id, registration_id, workshop_id, user_id, starts_at, ends_at, sequence,
          slug, title, format, location, video_call_link, is_public, creator_id)
       SELECT s.id, s.id, NULL::uuid, s.workshop_id, NULL::uuid, s.starts_at, s.ends_at,
              ${sequence}, ${snapshot}
         FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id WHERE ${where}
       UNION ALL
       SELECT r.id, s.id, r.id, s.workshop_id, r.user_id, s.starts_at, s.ends_at, ${sequence},
              ${snapshot}
         FROM workshop_registrations r JOIN workshop_sessions s ON s.id = r.session_id
         JOIN workshops w ON w.id = s.workshop_id
        WHERE ${where} AND r.user_id IS NOT NULL
       ON CONFLICT (entry_id) DO UPDATE SET sequence = EXCLUDED.sequence`,
      params,
    );
  }
}
