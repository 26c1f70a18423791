import type { WorkshopSessionModel } from '../models/workshop.model.js';
import type { PromoCodeModel } from './models/promo-code.model.js';
import type { RegistrationModel } from './models/registration.model.js';
import type { WorkshopView } from '../catalog/workshop-view.mapper.js';

/** The REST (snake_case) face of an Academy workshop; money also as euros for older callers. */
export function workshopJson(w: WorkshopView, promoCodes: PromoCodeModel[]) {
  return {
    id: w.id,
    slug: w.slug,
    title: w.title,
    description: w.description,
    category: w.category,
    tags: w.tags,
    format: w.format,
    location: w.location,
    video_call_link: w.videoCallLink,
    start_time: w.startTime.toISOString(),
    timezone: w.timeZone,
    duration_minutes: w.durationMinutes,
    max_participants: w.maxParticipants,
    current_participants: w.currentParticipants,
    available_spots: w.availableSpots,
    next_session_id: w.nextSessionId,
    base_price: w.basePriceCents / 100,
    base_price_cents: w.basePriceCents,
    member_discount_percent: w.memberDiscountPercent,
    effective_price_for_member: w.memberPriceCents / 100,
    member_price_cents: w.memberPriceCents,
    is_featured: w.isFeatured,
    status: w.status,
    visibility: w.visibility,
    is_public: w.isPublic,
    learning_objectives: w.learningObjectives,
    materials: w.materials,
    promo_codes: promoCodes,
    poster_url: w.posterUrl,
    poster_is_pdf: w.posterIsPdf,
    guest_registration_enabled: w.guestRegistrationEnabled,
    creator_name: w.creatorName,
  };
}

export function registrationJson(
  r: RegistrationModel,
  workshop?: Pick<WorkshopView, 'id' | 'slug' | 'title' | 'format'> | null,
  session?: Pick<WorkshopSessionModel, 'id' | 'startsAt' | 'endsAt'> | null,
) {
  return {
    id: r.id,
    status: r.status,
    registration_notes: r.registrationNotes,
    cancellation_reason: r.cancellationReason,
    is_guest: r.isGuest,
    name: r.name,
    email: r.email,
    price_cents: r.priceCents,
    workshop_id: r.workshopId,
    session_id: r.sessionId,
    created_at: r.createdAt.toISOString(),
    // The registrant's own check-in code (a confirmed seat's); only registrants see this JSON.
    check_in_code: r.checkInCode,
    // The personal join link of an online or hybrid seat (never the raw video link).
    join_path: r.joinPath,
    ...(workshop !== undefined
      ? {
          workshop: workshop && {
            id: workshop.id,
            slug: workshop.slug,
            title: workshop.title,
            format: workshop.format,
          },
        }
      : {}),
    ...(session !== undefined
      ? {
          session: session && {
            id: session.id,
            starts_at: session.startsAt.toISOString(),
            ends_at: session.endsAt.toISOString(),
          },
        }
      : {}),
  };
}
