/**
 * The Academy's listing SQL over its own read model (`academy_listing`, `academy_search`), as
 * plain text and parameters: the API runs it through TypeORM and the benchmark's bare
 * `node:http` + `pg` server runs the very same statements.
 */
import { openToVisitorsSql } from '../workshop-visibility.sql.js';

export interface ListingFilter {
  search?: string | null;
  formats?: readonly string[] | null;
  statuses?: readonly string[] | null;
  category?: string | null;
  tags?: readonly string[] | null;
  featured?: boolean | null;
  hasAvailableSpots?: boolean | null;
}

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** One row of the listing's page (ids only: the workshops module supplies the rows). */
export interface ListingPageRow {
  /** The listing's total under the page's conditions, on every row. */
  total: number;
  /** Null on the one row of a page past the end (it carries the total only). */
  workshop_id: string | null;
  next_session_id: string | null;
}

/**
 * Search words as a prefix query ("Webs" finds "Websites"): letters and digits only, so user
 * input never reaches the tsquery syntax.
 */
export function prefixTsQuery(search: string): string | null {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

function conditions(filter: ListingFilter, signedIn: boolean, values: unknown[]): string[] {
  const add = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = ['l.is_approved'];
  // Members-only workshops exist for signed-in members; visitors see public ones only.
  if (!signedIn) where.push(openToVisitorsSql('l'));
  const statuses = filter.statuses?.length ? filter.statuses : ['scheduled'];
  where.push(`l.status = ANY(${add(statuses)}::text[])`);
  // A scheduled workshop without a session ahead is over; it leaves the listing.
  where.push("(l.next_starts_at > now() OR l.status <> 'scheduled')");
  if (filter.formats?.length) where.push(`l.format = ANY(${add(filter.formats)}::text[])`);
  if (filter.category) where.push(`l.category = ${add(filter.category)}`);
  if (filter.tags?.length) where.push(`l.tags && ${add(filter.tags)}::text[]`);
  if (filter.featured !== undefined && filter.featured !== null)
    where.push(`l.is_featured = ${add(filter.featured)}`);
  if (filter.hasAvailableSpots)
    where.push('l.next_starts_at > now() AND l.registered_count < l.capacity');
  const query = filter.search ? prefixTsQuery(filter.search) : null;
  if (query) {
    const q = add(query);
    where.push(
      `l.workshop_id IN (SELECT workshop_id FROM academy_search WHERE search_vector @@ (to_tsquery('german', ${q}) || to_tsquery('english', ${q})))`,
    );
  }
  return where;
}

/**
 * One page of the listing, ordered by the next session's start, and the total under the same
 * conditions, in one statement: the narrow listing table picks and orders the page (index on
 * next start) and counts; the workshops module supplies the page's rows.
 */
export function listingPageQuery(
  filter: ListingFilter,
  signedIn: boolean,
  page: number,
  limit: number,
): SqlQuery {
  const values: unknown[] = [];
  const where = conditions(filter, signedIn, values).join(' AND ');
  values.push(limit, (page - 1) * limit);
  return {
    text: `SELECT c.total, p.workshop_id, p.next_session_id
  FROM (SELECT count(*)::int AS total FROM academy_listing l WHERE ${where}) c
  LEFT JOIN (
    SELECT l.workshop_id, l.next_session_id, l.next_starts_at FROM academy_listing l
    WHERE ${where}
    ORDER BY l.next_starts_at ASC NULLS LAST, l.workshop_id ASC
    LIMIT $${values.length - 1} OFFSET $${values.length}
  ) p ON true
  ORDER BY p.next_starts_at ASC NULLS LAST, p.workshop_id ASC`,
    values,
  };
}

/** Subscribes a dedicated connection to the listing triggers' notifications. */
export async function listenForListingChanges(
  client: { query(text: string): Promise<unknown> },
  channel: string,
): Promise<void> {
  await client.query(`LISTEN ${channel}`);
}
