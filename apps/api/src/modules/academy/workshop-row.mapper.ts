import { memberPriceCents } from '@platform/domain';
import { mediaUrl } from '../media/media.service.js';
import { WorkshopModel } from '../workshops/models/workshop.model.js';
import { endDateOf } from '../workshops/workshop-rules.js';
import type { WorkshopRow } from './workshop-listing.sql.js';

export interface RowAccess {
  /** The creator or an admin: sees the creator's e-mail and a poster waiting for approval. */
  privileged: boolean;
  /** Holds an active registration: sees the video link too. */
  registered: boolean;
}

/** Extra fields the academy resolver reads; not part of the GraphQL type. */
export interface AcademyWorkshop extends WorkshopModel {
  nextSessionId: string | null;
  creatorId: string | null;
}

/** A workshop row as one viewer may see it; participant figures describe `session_*`. */
export function mapWorkshopRow(row: WorkshopRow, access: RowAccess): AcademyWorkshop {
  const capacity = row.session_capacity ?? row.max_participants;
  const taken = row.session_registered_count ?? 0;
  const discount = Number(row.member_discount_percent);
  const model = Object.assign(new WorkshopModel(), {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    format: row.format,
    location: row.location,
    videoCallLink: access.privileged || access.registered ? row.video_call_link : null,
    startTime: row.session_starts_at ?? row.workshop_starts_at,
    timeZone: row.time_zone,
    durationMinutes: row.duration_minutes,
    maxParticipants: capacity,
    currentParticipants: taken,
    availableSpots: Math.max(0, capacity - taken),
    learningObjectives: row.learning_objectives,
    materials: row.materials,
    tags: row.tags,
    basePriceCents: row.base_price_cents,
    memberDiscountPercent: discount,
    memberPriceCents: memberPriceCents(row.base_price_cents, discount),
    isPublic: row.is_public,
    visibility: row.visibility,
    guestRegistrationEnabled: row.guest_registration_enabled,
    posterUrl: mediaUrl(row.poster_media_id),
    posterIsPdf: row.poster_is_pdf ?? false,
    pendingPosterUrl: access.privileged ? mediaUrl(row.pending_poster_media_id) : null,
    // The Academy's rows never carry a waiting poster's kind; the review screens use the
    // workshops module's view, which does.
    pendingPosterIsPdf: false,
    isApproved: row.is_approved,
    status: row.status,
    isFeatured: row.is_featured,
    recurrenceRule: row.recurrence_rule,
    recurrenceEndDate: endDateOf(row.recurrence_ends_at),
    skippedDates: row.skipped_dates ?? [],
    notifyHostOnRegistration: access.privileged ? row.notify_host_on_registration : null,
    creatorName: row.creator_name,
    creatorEmail: access.privileged ? row.creator_email : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
  return Object.assign(model, { nextSessionId: row.session_id, creatorId: row.creator_id });
}
