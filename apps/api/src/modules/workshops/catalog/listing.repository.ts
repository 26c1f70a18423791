import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository } from '../../../core/database/sql-repository.js';
import {
  type ListingFilter,
  listingPageQuery,
  type ListingPageRow,
} from './workshop-listing.sql.js';
import {
  type StoredWorkshopRow,
  workshopRowsByKeysQuery,
  workshopRowsWithSessionsQuery,
} from './workshop-rows.sql.js';

/**
 * The catalog's statements: a listing page from `academy_listing` (its read model, kept by
 * triggers), the workshop rows a page or a detail shows, and the minute's refresh of the
 * listing. The statements' text lives in `workshop-listing.sql.ts` / `workshop-rows.sql.ts`
 * (the benchmark's bare server runs the same ones).
 */
@Injectable()
export class ListingRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** One page of the listing and the total, in one statement. */
  async page(
    filter: ListingFilter,
    signedIn: boolean,
    page: number,
    limit: number,
  ): Promise<ListingPageRow[]> {
    const query = listingPageQuery(filter, signedIn, page, limit);
    return this.db().query<ListingPageRow[]>(query.text, query.values);
  }

  /** The workshops, each with the given session (null: its next, else its last one). */
  async rowsWithSessions(
    workshopIds: readonly string[],
    sessionIds: ReadonlyArray<string | null>,
  ): Promise<StoredWorkshopRow[]> {
    const query = workshopRowsWithSessionsQuery(workshopIds, sessionIds);
    return this.db().query<StoredWorkshopRow[]>(query.text, query.values);
  }

  /** The workshops named by id or slug, each with its next session, else its last one. */
  async rowsByKeys(ids: readonly string[], slugs: readonly string[]): Promise<StoredWorkshopRow[]> {
    const query = workshopRowsByKeysQuery(ids, slugs);
    return this.db().query<StoredWorkshopRow[]>(query.text, query.values);
  }

  /** Moves every listed workshop whose next session has begun on; answers how many. */
  async refreshStarted(): Promise<number> {
    const rows = await this.db().query<unknown[]>(
      `SELECT academy_listing_refresh(workshop_id) FROM academy_listing
       WHERE next_starts_at <= now()`,
    );
    return rows.length;
  }
}
