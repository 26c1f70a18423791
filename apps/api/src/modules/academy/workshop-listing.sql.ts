/**
 * The Academy's workshop SQL, as plain text and parameters: the API runs it through TypeORM and
 * the benchmark's bare `node:http` + `pg` server runs the very same statements.
 */

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

/** One row of every workshop query; `viewSourceOfRow` reads it for the workshop view mapper. */
export interface WorkshopRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string | null;
  format: string;
  location: string | null;
  video_call_link: string | null;
  time_zone: string;
  workshop_starts_at: Date;
  duration_minutes: number;
  max_participants: number;
  learning_objectives: string[];
  materials: Array<{ type: string; title: string }>;
  tags: string[];
  base_price_cents: number;
  member_discount_percent: string;
  is_public: boolean;
  visibility: string;
  guest_registration_enabled: boolean;
  poster_media_id: string | null;
  poster_is_pdf: boolean | null;
  pending_poster_media_id: string | null;
  pending_poster_is_pdf: boolean | null;
  is_approved: boolean;
  status: string;
  is_featured: boolean;
  recurrence_rule: string | null;
  recurrence_ends_at: Date | null;
  skipped_dates: string[];
  notify_host_on_registration: boolean;
  creator_id: string | null;
  creator_name: string | null;
  creator_email: string | null;
  created_at: Date;
  updated_at: Date;
  session_id: string | null;
  session_starts_at: Date | null;
  session_ends_at: Date | null;
  session_capacity: number | null;
  session_registered_count: number | null;
}

const COLUMNS = `w.id, w.slug, w.title, w.description, w.category, w.format, w.location,
  w.video_call_link, w.time_zone, w.starts_at AS workshop_starts_at, w.duration_minutes,
  w.max_participants, w.learning_objectives, w.materials, w.tags, w.base_price_cents,
  w.member_discount_percent, w.is_public, w.visibility, w.guest_registration_enabled,
  w.poster_media_id, (m.kind = 'pdf') AS poster_is_pdf, w.pending_poster_media_id,
  (pm.kind = 'pdf') AS pending_poster_is_pdf,
  w.is_approved, w.status, w.is_featured, w.recurrence_rule, w.recurrence_ends_at,
  w.skipped_dates, w.notify_host_on_registration,
  w.creator_id, u.name AS creator_name, u.email AS creator_email, w.created_at, w.updated_at,
  ns.id AS session_id, ns.starts_at AS session_starts_at, ns.ends_at AS session_ends_at,
  ns.capacity AS session_capacity, ns.registered_count AS session_registered_count`;

/** For one workshop: the next session, or the last one when none is ahead. */
const NEXT_OR_LAST_SESSION = `LEFT JOIN LATERAL (
    SELECT s.id, s.starts_at, s.ends_at, s.capacity, s.registered_count
    FROM workshop_sessions s
    WHERE s.workshop_id = w.id
    ORDER BY (s.starts_at > now()) DESC,
      CASE WHEN s.starts_at > now() THEN s.starts_at END ASC,
      s.starts_at DESC
    LIMIT 1
  ) ns ON true`;

// A waiting poster's kind too: its creator and admins see it on the Academy's pages as well.
const DETAILS = `LEFT JOIN media m ON m.id = w.poster_media_id
  LEFT JOIN media pm ON pm.id = w.pending_poster_media_id
  LEFT JOIN users u ON u.id = w.creator_id`;

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
  if (!signedIn) where.push("l.is_public AND l.visibility = 'public'");
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
 * One page of the listing, ordered by the next session's start: the narrow listing table picks
 * and orders the page (index on next start), then only that page's rows are joined to details.
 */
export function listingPageQuery(
  filter: ListingFilter,
  signedIn: boolean,
  page: number,
  limit: number,
): SqlQuery {
  const values: unknown[] = [];
  const where = conditions(filter, signedIn, values);
  values.push(limit, (page - 1) * limit);
  return {
    text: `WITH page AS (
    SELECT l.workshop_id, l.next_session_id, l.next_starts_at FROM academy_listing l
    WHERE ${where.join(' AND ')}
    ORDER BY l.next_starts_at ASC NULLS LAST, l.workshop_id ASC
    LIMIT $${values.length - 1} OFFSET $${values.length}
  )
  SELECT ${COLUMNS}
  FROM page p JOIN workshops w ON w.id = p.workshop_id
  LEFT JOIN workshop_sessions ns ON ns.id = p.next_session_id ${DETAILS}
  ORDER BY p.next_starts_at ASC NULLS LAST, p.workshop_id ASC`,
    values,
  };
}

/** The listing's total under the same conditions, from the narrow listing table alone. */
export function listingCountQuery(filter: ListingFilter, signedIn: boolean): SqlQuery {
  const values: unknown[] = [];
  const where = conditions(filter, signedIn, values);
  return {
    text: `SELECT count(*)::int AS total FROM academy_listing l WHERE ${where.join(' AND ')}`,
    values,
  };
}

/** Workshops by id or slug (detail pages, batch loads), approved or not: callers decide. */
export function workshopsByKeysQuery(ids: readonly string[], slugs: readonly string[]): SqlQuery {
  return {
    text: `SELECT ${COLUMNS}
  FROM workshops w ${NEXT_OR_LAST_SESSION} ${DETAILS}
  WHERE w.id = ANY($1::uuid[]) OR w.slug = ANY($2::text[])`,
    values: [ids, slugs],
  };
}
