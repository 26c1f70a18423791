import type { WorkshopFormat, WorkshopStatus, WorkshopVisibility } from '@platform/domain';

/**
 * The workshop rows other modules read (the Academy's listing, detail pages and batch loads), as
 * plain text and parameters over this module's own tables only: the API runs them through
 * TypeORM and the benchmark's bare `node:http` + `pg` server runs the very same statements.
 */

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** A workshop with the session its figures describe, as stored in `workshops` and `workshop_sessions`. */
export interface StoredWorkshopRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string | null;
  format: WorkshopFormat;
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
  visibility: WorkshopVisibility;
  guest_registration_enabled: boolean;
  poster_media_id: string | null;
  pending_poster_media_id: string | null;
  is_approved: boolean;
  status: WorkshopStatus;
  is_featured: boolean;
  recurrence_rule: string | null;
  recurrence_ends_at: Date | null;
  skipped_dates: string[];
  notify_host_on_registration: boolean;
  rating_count: number;
  rating_sum: number;
  creator_id: string | null;
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
  w.poster_media_id, w.pending_poster_media_id,
  w.is_approved, w.status, w.is_featured, w.recurrence_rule, w.recurrence_ends_at,
  w.skipped_dates, w.notify_host_on_registration, w.rating_count, w.rating_sum, w.creator_id, w.created_at, w.updated_at,
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

/**
 * Workshops each with the session the caller names (null: none), e.g. the listing's next
 * session; approved or not, in no particular order.
 */
export function workshopRowsWithSessionsQuery(
  workshopIds: readonly string[],
  sessionIds: ReadonlyArray<string | null>,
): SqlQuery {
  return {
    text: `SELECT ${COLUMNS}
  FROM unnest($1::uuid[], $2::uuid[]) AS k(workshop_id, session_id)
  JOIN workshops w ON w.id = k.workshop_id
  LEFT JOIN workshop_sessions ns ON ns.id = k.session_id AND ns.workshop_id = w.id`,
    values: [workshopIds, sessionIds],
  };
}

/** Workshops by id or slug with their next-or-last session; approved or not, in no particular order. */
export function workshopRowsByKeysQuery(
  ids: readonly string[],
  slugs: readonly string[],
): SqlQuery {
  return {
    text: `SELECT ${COLUMNS}
  FROM workshops w ${NEXT_OR_LAST_SESSION}
  WHERE w.id = ANY($1::uuid[]) OR w.slug = ANY($2::text[])`,
    values: [ids, slugs],
  };
}
