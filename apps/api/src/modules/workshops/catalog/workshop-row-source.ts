import type { WorkshopViewSource } from './workshop-view.mapper.js';
import type { WorkshopRow } from './workshop-rows.js';

/**
 * A workshop row (from the workshops module's `WorkshopRowsService`), renamed into what its view
 * mapper reads. Renaming only: who sees what is decided by `toWorkshopView`, not here. The session
 * columns describe the row's `session_*` (the listing's next session, else the last one).
 */
export function viewSourceOfRow(row: WorkshopRow): WorkshopViewSource {
  return {
    workshop: {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      category: row.category,
      format: row.format,
      location: row.location,
      videoCallLink: row.video_call_link,
      startsAt: row.workshop_starts_at,
      timeZone: row.time_zone,
      durationMinutes: row.duration_minutes,
      maxParticipants: row.max_participants,
      learningObjectives: row.learning_objectives,
      materials: row.materials,
      tags: row.tags,
      basePriceCents: row.base_price_cents,
      // node-postgres hands NUMERIC over as text.
      memberDiscountPercent: Number(row.member_discount_percent),
      isPublic: row.is_public,
      visibility: row.visibility,
      guestRegistrationEnabled: row.guest_registration_enabled,
      posterMediaId: row.poster_media_id,
      pendingPosterMediaId: row.pending_poster_media_id,
      isApproved: row.is_approved,
      status: row.status,
      isFeatured: row.is_featured,
      recurrenceRule: row.recurrence_rule,
      recurrenceEndsAt: row.recurrence_ends_at,
      skippedDates: row.skipped_dates ?? [],
      notifyHostOnRegistration: row.notify_host_on_registration,
      ratingCount: row.rating_count ?? 0,
      ratingSum: row.rating_sum ?? 0,
      creatorId: row.creator_id,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    },
    session:
      row.session_id !== null && row.session_starts_at !== null
        ? {
            id: row.session_id,
            startsAt: row.session_starts_at,
            capacity: row.session_capacity ?? row.max_participants,
            registeredCount: row.session_registered_count ?? 0,
          }
        : null,
    // Both from the creator's account: both null once it is gone.
    creator:
      row.creator_name !== null && row.creator_email !== null
        ? { name: row.creator_name, email: row.creator_email }
        : null,
    posterIsPdf: row.poster_is_pdf ?? false,
    pendingPosterIsPdf: row.pending_poster_is_pdf ?? false,
  };
}
