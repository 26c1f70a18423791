import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  isUuid,
  type WorkshopFormat,
  type WorkshopStatus,
  type WorkshopVisibility,
} from '@platform/domain';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { queryReturning } from '../../core/database/returning.js';
import { WorkshopSession } from './entities/workshop-session.entity.js';
import { Workshop } from './entities/workshop.entity.js';

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

const WORKSHOP_COLUMNS = [
  'id',
  'slug',
  'title',
  'format',
  'location',
  'videoCallLink',
  'status',
  'isApproved',
  'isPublic',
  'visibility',
  'guestRegistrationEnabled',
  'basePriceCents',
  'memberDiscountPercent',
  'creatorId',
  'notifyHostOnRegistration',
] as const;
const SESSION_COLUMNS = [
  'id',
  'workshopId',
  'startsAt',
  'endsAt',
  'capacity',
  'registeredCount',
  'sequence',
] as const;

function workshopFactsOf(w: Workshop): WorkshopFacts {
  return {
    id: w.id,
    slug: w.slug,
    title: w.title,
    format: w.format,
    location: w.location,
    videoCallLink: w.videoCallLink,
    status: w.status,
    isApproved: w.isApproved,
    isPublic: w.isPublic,
    visibility: w.visibility,
    guestRegistrationEnabled: w.guestRegistrationEnabled,
    basePriceCents: w.basePriceCents,
    memberDiscountPercent: w.memberDiscountPercent,
    creatorId: w.creatorId,
    notifyHostOnRegistration: w.notifyHostOnRegistration,
  };
}

function sessionFactsOf(s: WorkshopSession): WorkshopSessionFacts {
  if (!s.workshop) throw new Error(`session ${s.id} loaded without its workshop`);
  return {
    id: s.id,
    workshopId: s.workshopId,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    capacity: s.capacity,
    registeredCount: s.registeredCount,
    sequence: s.sequence,
    workshop: workshopFactsOf(s.workshop),
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
    const session = await this.sessions(manager).where('s.id = :sessionId', { sessionId }).getOne();
    return session && sessionFactsOf(session);
  }

  async factsByIds(
    sessionIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, WorkshopSessionFacts>> {
    const ids = [...new Set(sessionIds)].filter(isUuid);
    if (ids.length === 0) return new Map();
    const sessions = await this.sessions(manager).where('s.id = ANY(:ids)', { ids }).getMany();
    return new Map(sessions.map((session) => [session.id, sessionFactsOf(session)]));
  }

  async workshopFactsByIds(
    workshopIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, WorkshopFacts>> {
    const ids = [...new Set(workshopIds)].filter(isUuid);
    if (ids.length === 0) return new Map();
    const workshops = await manager
      .getRepository(Workshop)
      .createQueryBuilder('w')
      .select(WORKSHOP_COLUMNS.map((column) => `w.${column}`))
      .where('w.id = ANY(:ids)', { ids })
      .getMany();
    return new Map(workshops.map((workshop) => [workshop.id, workshopFactsOf(workshop)]));
  }

  /** The next session ahead of an approved workshop, named by its id or its slug. */
  async nextSessionOf(
    workshopIdOrSlug: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string | null> {
    const session = await this.sessions(manager)
      .where('(w.id::text = :id OR w.slug = :slug)', {
        id: isUuid(workshopIdOrSlug) ? workshopIdOrSlug : '',
        slug: workshopIdOrSlug,
      })
      .andWhere('w.isApproved')
      .andWhere('s.startsAt > now()')
      .orderBy('s.startsAt', 'ASC')
      .limit(1)
      .getOne();
    return session?.id ?? null;
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
    const sessions = await this.sessions(manager)
      .where('s.startsAt > :from AND s.startsAt <= :to', { from, to })
      .andWhere("w.status = 'scheduled' AND w.isApproved")
      .getMany();
    return sessions.map(sessionFactsOf);
  }

  /** The sessions of a host's workshops, latest start first. */
  async ofCreator(
    creatorId: string,
    limit: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<WorkshopSessionFacts[]> {
    const sessions = await this.sessions(manager)
      .where('w.creatorId = :creatorId', { creatorId })
      .orderBy('s.startsAt', 'DESC')
      .limit(limit)
      .getMany();
    return sessions.map(sessionFactsOf);
  }

  private sessions(manager: EntityManager): SelectQueryBuilder<WorkshopSession> {
    return manager
      .getRepository(WorkshopSession)
      .createQueryBuilder('s')
      .innerJoin('s.workshop', 'w')
      .select([
        ...SESSION_COLUMNS.map((column) => `s.${column}`),
        ...WORKSHOP_COLUMNS.map((column) => `w.${column}`),
      ]);
  }
}
