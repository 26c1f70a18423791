import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { DomainError } from '../../core/errors/domain-error.js';
import type { WorkshopFilterInput } from './dto/workshop-filter.input.js';
import {
  listingCountQuery,
  listingPageQuery,
  workshopsByKeysQuery,
  type WorkshopRow,
} from './workshop-listing.sql.js';
import { type AcademyWorkshop, mapWorkshopRow } from './workshop-row.mapper.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_PAGE = 10_000;

export type Viewer = AuthenticatedUser | null | undefined;

/**
 * Finding workshops: the listing (one statement for the page, one for the total) and the
 * detail by slug or id, both under the same visibility rules.
 */
@Injectable()
export class AcademyListingService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(
    filter: WorkshopFilterInput | null | undefined,
    page: number,
    limit: number,
    viewer: Viewer,
  ): Promise<{ workshops: AcademyWorkshop[]; total: number }> {
    checkPaging(page, limit);
    const signedIn = Boolean(viewer);
    const pageQuery = listingPageQuery(filter ?? {}, signedIn, page, limit);
    const countQuery = listingCountQuery(filter ?? {}, signedIn);
    const [rows, counted] = await Promise.all([
      this.dataSource.query<WorkshopRow[]>(pageQuery.text, pageQuery.values),
      this.dataSource.query<Array<{ total: number }>>(countQuery.text, countQuery.values),
    ]);
    return {
      workshops: rows.map((row) =>
        mapWorkshopRow(row, { privileged: isPrivileged(row, viewer), registered: false }),
      ),
      total: counted[0]?.total ?? 0,
    };
  }

  /** An approved workshop this viewer may see; anything else is "not found". */
  async detail(slugOrId: string, viewer: Viewer): Promise<AcademyWorkshop> {
    const key = slugOrId.trim();
    const [row] = await this.rowsByKeys(UUID.test(key) ? [key] : [], [key.toLowerCase()]);
    if (!row || !visibleTo(row, viewer)) throw new DomainError('ACADEMY_WORKSHOP_NOT_FOUND');
    const registered = viewer ? await this.isRegistered(row.id, viewer.id) : false;
    return mapWorkshopRow(row, { privileged: isPrivileged(row, viewer), registered });
  }

  /** Batch load for registrations: a registrant always sees the workshop they signed up for. */
  async byIds(ids: readonly string[], viewer: Viewer): Promise<Map<string, AcademyWorkshop>> {
    const rows = await this.rowsByKeys(ids, []);
    return new Map(
      rows.map((row) => [
        row.id,
        mapWorkshopRow(row, { privileged: isPrivileged(row, viewer), registered: true }),
      ]),
    );
  }

  private rowsByKeys(ids: readonly string[], slugs: readonly string[]): Promise<WorkshopRow[]> {
    const query = workshopsByKeysQuery(ids, slugs);
    return this.dataSource.query<WorkshopRow[]>(query.text, query.values);
  }

  private async isRegistered(workshopId: string, userId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM workshop_registrations
       WHERE workshop_id = $1 AND user_id = $2 AND status = 'confirmed' LIMIT 1`,
      [workshopId, userId],
    );
    return rows.length > 0;
  }
}

/** Page from 1, limit 1..100: a larger limit is refused (not silently cut) so callers learn. */
export function checkPaging(page: number, limit: number): void {
  const max = LIMITS.pageSize.max;
  if (!Number.isInteger(limit) || limit < 1 || limit > max)
    throw new DomainError('ACADEMY_PAGE_LIMIT', {
      params: { max },
      fields: { limit: 'ACADEMY_PAGE_LIMIT' },
    });
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE)
    throw new DomainError('VALIDATION_FAILED', { fields: { page: 'VALIDATION_FAILED' } });
}

function isPrivileged(row: WorkshopRow, viewer: Viewer): boolean {
  return Boolean(viewer && (viewer.role === 'ADMIN' || viewer.id === row.creator_id));
}

function visibleTo(row: WorkshopRow, viewer: Viewer): boolean {
  // Unapproved ones are previewed in the member area, never on the public pages.
  if (!row.is_approved) return false;
  return Boolean(viewer) || (row.is_public && row.visibility === 'public');
}
