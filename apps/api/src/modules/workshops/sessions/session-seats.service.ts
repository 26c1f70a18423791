import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  isUuid,
  type WorkshopFormat,
  type WorkshopStatus,
  type WorkshopVisibility,
} from '@platform/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { queryReturning } from '../../../core/database/returning.js';

/** What other modules may know of a workshop: who runs it, what it costs, who may register. */
export interface WorkshopFacts {
  id: string;
  slug: string;
  title: string;
  format: WorkshopFormat;
  location: string | null;
  videoCallLink: string | null;
  status: WorkshopStatus;
  isApproved: boolean;
  isPublic: boolean;
  visibility: WorkshopVisibility;
  guestRegistrationEnabled: boolean;
  basePriceCents: number;
  memberDiscountPercent: number;
  creatorId: string | null;
  notifyHostOnRegistration: boolean;
}

/** One session with its seats and its workshop's facts. */
export interface WorkshopSessionFacts {
  id: string;
  workshopId: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  registeredCount: number;
  sequence: number;
  workshop: WorkshopFacts;
}

const WORKSHOP_COLUMNS = `w.id AS workshop_id, w.slug, w.title, w.format, w.location,
  w.video_call_link, w.status, w.is_approved, w.is_public, w.visibility,
  w.guest_registration_enabled, w.base_price_cents, w.member_discount_percent, w.creator_id,
  w.notify_host_on_registration`;
const SESSIONS = `SELECT s.id, s.starts_at, s.ends_at, s.capacity, s.registered_count, s.sequence,
  ${WORKSHOP_COLUMNS}
  FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id`;

interface WorkshopRow {
  workshop_id: string;
  slug: string;
  title: string;
  format: WorkshopFormat;
  location: string | null;
  video_call_link: string | null;
  status: WorkshopStatus;
  is_approved: boolean;
  is_public: boolean;
  visibility: WorkshopVisibility;
  guest_registration_enabled: boolean;
  base_price_cents: number;
  member_discount_percent: string;
  creator_id: string | null;
  notify_host_on_registration: boolean;
}

interface SessionRow extends WorkshopRow {
  id: string;
  starts_at: Date;
  ends_at: Date;
  capacity: number;
  registered_count: number;
  sequence: number;
}

function workshopFactsOf(w: WorkshopRow): WorkshopFacts {
  return {
    id: w.workshop_id,
    slug: w.slug,
    title: w.title,
    format: w.format,
    location: w.location,
    videoCallLink: w.video_call_link,
    status: w.status,
    isApproved: w.is_approved,
    isPublic: w.is_public,
    visibility: w.visibility,
    guestRegistrationEnabled: w.guest_registration_enabled,
    basePriceCents: w.base_price_cents,
    memberDiscountPercent: Number(w.member_discount_percent),
    creatorId: w.creator_id,
    notifyHostOnRegistration: w.notify_host_on_registration,
  };
}

function sessionFactsOf(s: SessionRow): WorkshopSessionFacts {
  return {
    id: s.id,
    workshopId: s.workshop_id,
    startsAt: s.starts_at,
    endsAt: s.ends_at,
    capacity: s.capacity,
    registeredCount: s.registered_count,
    sequence: s.sequence,
    workshop: workshopFactsOf(s),
  };
}

/**
 * Sessions and their seats as other modules see them: they ask here instead of naming
 * `workshop_sessions` or `workshops` in their SQL. `manager` runs the call inside the caller's
 * transaction, so a seat and the registration that holds it commit or roll back together.
 */
@Injectable()
export class SessionSeatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Takes one seat if one is free: a conditional update of the counter (the CHECK on the
   * counter is the backstop), so parallel callers never overbook. The row stays locked until
   * the caller's transaction ends.
   */
  async take(
    sessionId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const taken = await queryReturning<{ id: string }>(
      manager,
      `UPDATE workshop_sessions SET registered_count = registered_count + 1
       WHERE id = $1 AND registered_count < capacity RETURNING id`,
      [sessionId],
    );
    return taken.length > 0;
  }

  /** Gives one seat back (never below zero). */
  async release(
    sessionId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `UPDATE workshop_sessions SET registered_count = registered_count - 1
       WHERE id = $1 AND registered_count > 0`,
      [sessionId],
    );
  }

  /** Null when there is no such session (or the id is no UUID). */
  async facts(
    sessionId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<WorkshopSessionFacts | null> {
    if (!isUuid(sessionId)) return null;
    const [row] = await manager.query<SessionRow[]>(`${SESSIONS} WHERE s.id = $1`, [sessionId]);
    return row ? sessionFactsOf(row) : null;
  }

  async factsByIds(
    sessionIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, WorkshopSessionFacts>> {
    const ids = [...new Set(sessionIds)].filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = await manager.query<SessionRow[]>(`${SESSIONS} WHERE s.id = ANY($1::uuid[])`, [
      ids,
    ]);
    return new Map(rows.map((row) => [row.id, sessionFactsOf(row)]));
  }

  async workshopFactsByIds(
    workshopIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, WorkshopFacts>> {
    const ids = [...new Set(workshopIds)].filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = await manager.query<WorkshopRow[]>(
      `SELECT ${WORKSHOP_COLUMNS} FROM workshops w WHERE w.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.workshop_id, workshopFactsOf(row)]));
  }

  /** The next session ahead of an approved workshop, named by its id or its slug. */
  async nextSessionOf(
    workshopIdOrSlug: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string | null> {
    const [row] = await manager.query<Array<{ id: string }>>(
      `SELECT s.id FROM workshops w JOIN workshop_sessions s ON s.workshop_id = w.id
       WHERE (w.id::text = $1 OR w.slug = $2) AND w.is_approved AND s.starts_at > now()
       ORDER BY s.starts_at LIMIT 1`,
      [isUuid(workshopIdOrSlug) ? workshopIdOrSlug : '', workshopIdOrSlug],
    );
    return row?.id ?? null;
  }

  /** Those of these sessions that lie ahead and have a free seat. */
  async withFreeSeats(
    sessionIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string[]> {
    if (sessionIds.length === 0) return [];
    const rows = await manager.query<Array<{ id: string }>>(
      `SELECT id FROM workshop_sessions
       WHERE id = ANY($1::uuid[]) AND starts_at > now() AND registered_count < capacity`,
      [sessionIds],
    );
    return rows.map((row) => row.id);
  }

  /** Sessions of approved, scheduled workshops that start after `from`, up to `to`. */
  async scheduledStartingBetween(
    from: Date,
    to: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<WorkshopSessionFacts[]> {
    const rows = await manager.query<SessionRow[]>(
      `${SESSIONS} WHERE s.starts_at > $1 AND s.starts_at <= $2
         AND w.status = 'scheduled' AND w.is_approved`,
      [from, to],
    );
    return rows.map(sessionFactsOf);
  }

  /** The sessions of a host's workshops, latest start first. */
  async ofCreator(
    creatorId: string,
    limit: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<WorkshopSessionFacts[]> {
    const rows = await manager.query<SessionRow[]>(
      `${SESSIONS} WHERE w.creator_id = $1 ORDER BY s.starts_at DESC LIMIT $2`,
      [creatorId, limit],
    );
    return rows.map(sessionFactsOf);
  }
}
