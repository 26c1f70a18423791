import { Injectable } from '@nestjs/common';
import { isSlug, isUuid } from '@platform/domain';
import { UsersService } from '../../auth/index.js';
import { MediaService } from '../../media/index.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import type { WorkshopSessionModel } from '../models/workshop.model.js';
import {
  creatorIdsOf,
  inOrderOf,
  posterIdsOf,
  withDetails,
  type WorkshopRow,
} from './workshop-rows.js';
import { ListingRepository } from './listing.repository.js';
import type { StoredWorkshopRow } from './workshop-rows.sql.js';
import { toSessionModel } from './workshop-views.service.js';

/** A workshop and the session its figures should describe (null: none). */
export interface WorkshopWithSession {
  workshopId: string;
  sessionId: string | null;
}

/**
 * Workshop rows for other modules (the Academy's listing, detail pages and batch loads), approved
 * or not: callers decide who may see them. Each call costs one statement on this module's tables,
 * then one for the creators (auth) and one for the posters' kinds (media), whatever the number of
 * rows. Access rules are applied later by `toWorkshopView`.
 */
@Injectable()
export class WorkshopRowsService {
  constructor(
    private readonly listing: ListingRepository,
    private readonly sessions: SessionsRepository,
    private readonly users: UsersService,
    private readonly media: MediaService,
  ) {}

  /** In the given order, each with the given session (a listing that already knows it). */
  async withSessions(entries: readonly WorkshopWithSession[]): Promise<WorkshopRow[]> {
    if (entries.length === 0) return [];
    const ids = entries.map((entry) => entry.workshopId);
    const rows = await this.listing.rowsWithSessions(
      ids,
      entries.map((entry) => entry.sessionId),
    );
    return this.withDetails(inOrderOf(ids, rows));
  }

  /** In the order of `ids`, each with its next session, else its last one. */
  async byIds(ids: readonly string[]): Promise<WorkshopRow[]> {
    const valid = ids.filter((id) => isUuid(id));
    if (valid.length === 0) return [];
    const rows = await this.listing.rowsByKeys(valid, []);
    return this.withDetails(inOrderOf(valid, rows));
  }

  /** The workshop named by its id or its slug (any case), with its next session, else its last one. */
  async byIdOrSlug(idOrSlug: string): Promise<WorkshopRow | undefined> {
    const key = idOrSlug.trim().toLowerCase();
    if (!isUuid(key) && !isSlug(key)) return undefined;
    const rows = await this.listing.rowsByKeys(isUuid(key) ? [key] : [], isSlug(key) ? [key] : []);
    const [row] = await this.withDetails(rows.slice(0, 1));
    return row;
  }

  /** Sessions by id, for batch loads. */
  async sessionsByIds(ids: readonly string[]): Promise<Map<string, WorkshopSessionModel>> {
    const valid = ids.filter((id) => isUuid(id));
    if (valid.length === 0) return new Map();
    const sessions = await this.sessions.byIds(valid);
    return new Map(sessions.map((session) => [session.id, toSessionModel(session)]));
  }

  private async withDetails(rows: StoredWorkshopRow[]): Promise<WorkshopRow[]> {
    if (rows.length === 0) return [];
    const [creators, posterKinds] = await Promise.all([
      this.users.factsByIds(creatorIdsOf(rows)),
      this.media.kindsOf(posterIdsOf(rows)),
    ]);
    return withDetails(rows, creators, posterKinds);
  }
}
