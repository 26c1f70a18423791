import { Injectable } from '@nestjs/common';
import { isUuid } from '@platform/domain';
import type { Tx } from '../../../core/database/sql-repository.js';
import {
  type SessionFactsRow,
  SessionsRepository,
  type WorkshopFactsRow,
} from './sessions.repository.js';
import type { WorkshopColumns } from '../catalog/workshop-view.mapper.js';

/**
 * What other modules may know of a workshop: who runs it, what it costs, who may register. A
 * part of the one workshop object (`WorkshopColumns`), read with its sessions.
 */
export type WorkshopFacts = Pick<
  WorkshopColumns,
  | 'id'
  | 'slug'
  | 'title'
  | 'format'
  | 'location'
  | 'videoCallLink'
  | 'status'
  | 'isApproved'
  | 'isPublic'
  | 'visibility'
  | 'guestRegistrationEnabled'
  | 'basePriceCents'
  | 'memberDiscountPercent'
  | 'creatorId'
  | 'notifyHostOnRegistration'
>;

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

function workshopFactsOf(w: WorkshopFactsRow): WorkshopFacts {
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

function sessionFactsOf(s: SessionFactsRow): WorkshopSessionFacts {
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
  constructor(private readonly sessions: SessionsRepository) {}

  /**
   * Takes one seat if one is free: a conditional update of the counter (the CHECK on the
   * counter is the backstop), so parallel callers never overbook. The row stays locked until
   * the caller's transaction ends.
   */
  async take(sessionId: string, manager?: Tx): Promise<boolean> {
    return this.sessions.takeSeat(sessionId, manager);
  }

  /**
   * Takes up to `wanted` seats in one step (a batch of registrations): as `take`, the session
   * row stays locked until the caller's transaction ends. Answers how many were free.
   */
  async takeUpTo(sessionId: string, wanted: number, manager: Tx): Promise<number> {
    return this.sessions.takeSeats(sessionId, wanted, manager);
  }

  /** Gives one seat back (never below zero). */
  async release(sessionId: string, manager?: Tx): Promise<void> {
    await this.sessions.releaseSeat(sessionId, manager);
  }

  /** Null when there is no such session (or the id is no UUID). */
  async facts(sessionId: string, manager?: Tx): Promise<WorkshopSessionFacts | null> {
    if (!isUuid(sessionId)) return null;
    const row = await this.sessions.factsRow(sessionId, manager);
    return row ? sessionFactsOf(row) : null;
  }

  async factsByIds(
    sessionIds: readonly string[],
    manager?: Tx,
  ): Promise<Map<string, WorkshopSessionFacts>> {
    const ids = [...new Set(sessionIds)].filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = await this.sessions.factsRows(ids, manager);
    return new Map(rows.map((row) => [row.id, sessionFactsOf(row)]));
  }

  async workshopFactsByIds(
    workshopIds: readonly string[],
    manager?: Tx,
  ): Promise<Map<string, WorkshopFacts>> {
    const ids = [...new Set(workshopIds)].filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = await this.sessions.workshopFactsRows(ids, manager);
    return new Map(rows.map((row) => [row.workshop_id, workshopFactsOf(row)]));
  }

  /** The next session ahead of an approved workshop, named by its id or its slug. */
  async nextSessionOf(workshopIdOrSlug: string, manager?: Tx): Promise<string | null> {
    return this.sessions.nextOf(workshopIdOrSlug, manager);
  }

  /** Those of these sessions that lie ahead and have a free seat. */
  async withFreeSeats(sessionIds: readonly string[], manager?: Tx): Promise<string[]> {
    if (sessionIds.length === 0) return [];
    return this.sessions.withFreeSeats(sessionIds, manager);
  }

  /** Sessions of approved, scheduled workshops that start after `from`, up to `to`. */
  async scheduledStartingBetween(
    from: Date,
    to: Date,
    manager?: Tx,
  ): Promise<WorkshopSessionFacts[]> {
    const rows = await this.sessions.scheduledStartingBetween(from, to, manager);
    return rows.map(sessionFactsOf);
  }

  /** The sessions of a host's workshops, latest start first. */
  async ofCreator(creatorId: string, limit: number, manager?: Tx): Promise<WorkshopSessionFacts[]> {
    const rows = await this.sessions.ofCreator(creatorId, limit, manager);
    return rows.map(sessionFactsOf);
  }
}
