import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import pg from 'pg';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { InvalidatedCache } from '../../../core/cache/invalidated-cache.js';
import { DataPageCache } from '../../../core/web/data-page-cache.js';
import { GraphqlResponseCache } from '../../../core/graphql/graphql-response-cache.js';
import type { WorkshopRow } from './workshop-rows.js';
import { type ListingFilter, listenForListingChanges } from './workshop-listing.sql.js';
import { VisitorListingAnswers } from './visitor-listing-answers.js';

/** The channel the listing triggers notify on (migration AcademyListingNotify). */
export const LISTING_CHANNEL = 'academy_listing_changed';
/** Bounds what only the passing of time changes (a session that has begun leaves the page). */
const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;
const RECONNECT_MS = 1_000;

export interface ListingResult {
  rows: WorkshopRow[];
  total: number;
}

/**
 * Listing pages (rows and total) by normalised filter, page and size, shared by every viewer
 * of the same kind (visitor or signed in; the per-viewer parts are mapped after the cache).
 * Each instance LISTENs on its own connection: every committed write to the listing's tables
 * empties the cache at once, on every instance. Without that connection nothing is cached, so
 * a lost connection can never serve a stale page; a page also expires after TTL_MS.
 */
@Injectable()
export class ListingCacheService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AcademyListingCache');
  private readonly pagesOfRows = new InvalidatedCache<ListingResult>({
    ttlMs: TTL_MS,
    maxEntries: MAX_ENTRIES,
    expiresAt: (result, fallback) => earliestStart(result.rows, fallback),
    // An expired page answers while one reload runs: at 100,000 workshops an uncached page costs
    // hundreds of ms under load, and every request of that moment would wait for it.
    reloadInBackground: true,
  });
  private client?: pg.Client;
  private stopped = false;
  private reconnectTimer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    /** The Academy's pages rendered with this data follow the same notifications. */
    private readonly pages: DataPageCache,
    /** So do the visitors' GraphQL answers of the listing. */
    private readonly graphqlResponses: GraphqlResponseCache,
    /** And their REST answers. */
    private readonly restAnswers: VisitorListingAnswers,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.setActive(false);
    await this.client?.end().catch(() => undefined);
  }

  /** True while invalidation works, i.e. while pages may be served from the cache. */
  get active(): boolean {
    return this.pagesOfRows.isActive;
  }

  /** The cached page, or `load`'s result (kept when no change arrived meanwhile). */
  get(
    filter: ListingFilter,
    signedIn: boolean,
    page: number,
    limit: number,
    load: () => Promise<ListingResult>,
  ): Promise<ListingResult> {
    return this.pagesOfRows.get(listingCacheKey(filter, signedIn, page, limit), load);
  }

  private drop(): void {
    this.pagesOfRows.invalidate();
    this.pages.invalidate();
    this.graphqlResponses.invalidate();
    this.restAnswers.invalidate();
  }

  private setActive(active: boolean): void {
    this.pagesOfRows.setActive(active);
    this.pages.setActive(active);
    this.graphqlResponses.setActive(active);
    this.restAnswers.setActive(active);
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.config.databaseUrl,
      application_name: 'platform-api-listing-cache',
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.setActive(false);
      this.client = undefined;
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      if (error) this.logger.warn({ msg: 'listing cache connection lost', error: error.message });
      this.reconnectTimer = setTimeout(() => void this.listen(), RECONNECT_MS);
      this.reconnectTimer.unref();
    };
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === LISTING_CHANNEL) this.drop();
    });
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await listenForListingChanges(client, LISTING_CHANNEL);
      if (this.client !== client) return;
      // Activating empties the caches: what was kept before may have missed a notification.
      this.setActive(true);
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

/** One key for every spelling of the same filter (order of lists, case and spaces of search). */
export function listingCacheKey(
  filter: ListingFilter,
  signedIn: boolean,
  page: number,
  limit: number,
): string {
  const list = (values: readonly string[] | null | undefined) =>
    values?.length ? [...new Set(values)].sort() : null;
  return JSON.stringify([
    signedIn,
    page,
    limit,
    filter.search?.trim().toLowerCase().replace(/\s+/g, ' ') || null,
    list(filter.formats),
    list(filter.statuses),
    filter.category || null,
    list(filter.tags),
    filter.featured ?? null,
    filter.hasAvailableSpots || null,
  ]);
}

/** A page shows next sessions; once the earliest has begun, the page is due again. */
export function earliestStart(rows: readonly WorkshopRow[], fallback: number): number {
  let earliest = fallback;
  for (const row of rows) {
    const start = row.session_starts_at?.getTime();
    if (start !== undefined && start > Date.now() && start < earliest) earliest = start;
  }
  return earliest;
}
