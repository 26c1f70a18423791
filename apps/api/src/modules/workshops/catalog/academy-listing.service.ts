import { Injectable } from '@nestjs/common';
import { isOpenToVisitors, isUuid, LIMITS } from '@platform/domain';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { viewerAccess } from './viewer-access.js';
import type { WorkshopRow } from './workshop-rows.js';
import { WorkshopRowsService } from './workshop-rows.service.js';
import { toWorkshopView, type WorkshopView } from './workshop-view.mapper.js';
import type { WorkshopFilterInput } from './dto/workshop-filter.input.js';
import { earliestStart, ListingCacheService, type ListingResult } from './listing-cache.service.js';
import { RegistrationsRepository } from '../registrations/registrations.repository.js';
import { ListingRepository } from './listing.repository.js';
import { viewSourceOfRow } from './workshop-row-source.js';

export const MAX_PAGE = 10_000;

export type Viewer = AuthenticatedUser | null | undefined;

/** Answers built from cached pages, by page object (see `visitorListText`). */
const visitorTexts = new WeakMap<ListingResult, string>();

/** A visitor's listing answer and until when it holds (its earliest session's start at most). */
export interface VisitorListText {
  text: string;
  /** When the first session on the page begins (or a time far ahead). */
  validUntil: number;
}

/**
 * Finding workshops: the listing (one statement picks the page and counts the total from the
 * Academy's listing table, the workshops module supplies that page's rows; kept in the shared
 * listing cache until a write changes them) and the detail by slug or id, both under the same
 * visibility rules.
 */
@Injectable()
export class AcademyListingService {
  constructor(
    private readonly listing: ListingRepository,
    private readonly registrations: RegistrationsRepository,
    private readonly cache: ListingCacheService,
    private readonly workshopRows: WorkshopRowsService,
  ) {}

  async list(
    filter: WorkshopFilterInput | null | undefined,
    page: number,
    limit: number,
    viewer: Viewer,
  ): Promise<{ workshops: WorkshopView[]; total: number }> {
    const { rows, total } = await this.cachedPage(filter, isMember(viewer), page, limit);
    // Cached pages are shared by viewers, so the listing does not look up registrations: a
    // registrant finds the video link on the detail page and among their registrations.
    return { workshops: rows.map((row) => viewOf(row, viewer, false)), total };
  }

  /**
   * A visitor's page as the REST answer's text, built once per cached page (the same page
   * object comes back from the cache until a change drops it; then this memo goes with it).
   */
  async visitorListText(
    filter: WorkshopFilterInput | null | undefined,
    page: number,
    limit: number,
    render: (page: { workshops: WorkshopView[]; total: number }) => string,
  ): Promise<VisitorListText> {
    const result = await this.cachedPage(filter, false, page, limit);
    let text = visitorTexts.get(result);
    if (text === undefined) {
      text = render({
        workshops: result.rows.map((row) => viewOf(row, null, false)),
        total: result.total,
      });
      visitorTexts.set(result, text);
    }
    return { text, validUntil: earliestStart(result.rows, Number.MAX_SAFE_INTEGER) };
  }

  /** One page and the total, from the shared listing cache. */
  private cachedPage(
    filter: WorkshopFilterInput | null | undefined,
    signedIn: boolean,
    page: number,
    limit: number,
  ): Promise<ListingResult> {
    checkPaging(page, limit);
    return this.cache.get(filter ?? {}, signedIn, page, limit, () =>
      this.load(filter ?? {}, signedIn, page, limit),
    );
  }

  /** One page and the total, straight from the database. */
  private async load(
    filter: WorkshopFilterInput,
    signedIn: boolean,
    page: number,
    limit: number,
  ): Promise<ListingResult> {
    const listed = await this.listing.page(filter, signedIn, page, limit);
    const rows = await this.workshopRows.withSessions(
      listed.flatMap((entry) =>
        entry.workshop_id === null
          ? []
          : [{ workshopId: entry.workshop_id, sessionId: entry.next_session_id }],
      ),
    );
    return { rows, total: listed[0]?.total ?? 0 };
  }

  /**
   * An approved workshop this viewer may see. A visitor opening a members-only one hears
   * ACADEMY_WORKSHOP_MEMBERS_ONLY (the page offers sign-in); anything else is "not found".
   */
  async detail(slugOrId: string, viewer: Viewer): Promise<WorkshopView> {
    const row = await this.workshopRows.byIdOrSlug(slugOrId);
    if (row && !visibleTo(row, viewer) && isMembersOnlyFor(row, viewer))
      throw new DomainError('ACADEMY_WORKSHOP_MEMBERS_ONLY');
    if (!row || !visibleTo(row, viewer)) throw new DomainError('ACADEMY_WORKSHOP_NOT_FOUND');
    const registered = viewer ? await this.isRegistered(row.id, viewer.id) : false;
    return viewOf(row, viewer, registered);
  }

  /**
   * What the members-only notice may show a visitor: the slug and the title, nothing more
   * (no description, dates, host, price or poster: those are for members). Null for anything
   * that is not an approved members-only workshop hidden from this viewer.
   */
  async membersOnlyNotice(
    slugOrId: string,
    viewer: Viewer,
  ): Promise<{ slug: string; title: string } | null> {
    const row = await this.workshopRows.byIdOrSlug(slugOrId);
    if (!row || !isMembersOnlyFor(row, viewer)) return null;
    return { slug: row.slug, title: row.title };
  }

  /**
   * Batch load for registrations: a registrant always sees the workshop they signed up for;
   * its video-call link only with a confirmed registration (not waitlisted, not cancelled).
   */
  async byIds(ids: readonly string[], viewer: Viewer): Promise<Map<string, WorkshopView>> {
    const rows = await this.workshopRows.byIds(ids);
    const confirmed = viewer ? await this.confirmedAmong(ids, viewer.id) : new Set<string>();
    return new Map(rows.map((row) => [row.id, viewOf(row, viewer, confirmed.has(row.id))]));
  }

  private async confirmedAmong(ids: readonly string[], userId: string): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    return new Set(
      await this.registrations.confirmedWorkshopIds(
        ids.filter((id) => isUuid(id)),
        userId,
      ),
    );
  }

  private isRegistered(workshopId: string, userId: string): Promise<boolean> {
    return this.registrations.isConfirmedFor(workshopId, userId);
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

/** The row as this viewer sees it; `confirmed`: they hold a confirmed registration for it. */
function viewOf(row: WorkshopRow, viewer: Viewer, confirmed: boolean): WorkshopView {
  return toWorkshopView(viewSourceOfRow(row), viewerAccess(viewer, row.creator_id, confirmed));
}

/**
 * Members-only workshops are for accounts that have confirmed their address: an account that
 * never did sees what a visitor sees (a member benefit, like the promo codes).
 */
function isMember(viewer: Viewer): boolean {
  return Boolean(viewer?.emailVerified);
}

/** Approved, and hidden from this viewer only because it is for (verified) members. */
function isMembersOnlyFor(row: WorkshopRow, viewer: Viewer): boolean {
  return !isMember(viewer) && row.is_approved && !openToVisitors(row);
}

function visibleTo(row: WorkshopRow, viewer: Viewer): boolean {
  // Unapproved ones are previewed in the member area, never on the public pages.
  if (!row.is_approved) return false;
  return isMember(viewer) || openToVisitors(row);
}

function openToVisitors(row: WorkshopRow): boolean {
  return isOpenToVisitors({ isPublic: row.is_public, visibility: row.visibility });
}
