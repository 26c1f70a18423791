import { centsToDecimalString } from '@platform/domain';
import { DomainError } from '../../../core/errors/domain-error.js';
import type {
  WorkshopChangeModel,
  WorkshopModel,
  WorkshopSessionModel,
} from '../models/workshop.model.js';
import type { WorkshopViewsService } from './workshop-views.service.js';

const euros = (cents: number) => Number(centsToDecimalString(cents));

/** The REST shape of a workshop (snake_case as in the spec; prices in euros with cents). */
export function workshopJson(workshop: WorkshopModel, sessions: WorkshopSessionModel[]) {
  return {
    id: workshop.id,
    slug: workshop.slug,
    title: workshop.title,
    description: workshop.description,
    category: workshop.category,
    start_time: workshop.startTime.toISOString(),
    timezone: workshop.timeZone,
    duration_minutes: workshop.durationMinutes,
    format: workshop.format,
    location: workshop.location,
    video_call_link: workshop.videoCallLink,
    max_participants: workshop.maxParticipants,
    current_participants: workshop.currentParticipants,
    available_spots: workshop.availableSpots,
    learning_objectives: workshop.learningObjectives,
    materials: workshop.materials,
    tags: workshop.tags,
    base_price: euros(workshop.basePriceCents),
    member_discount_percent: workshop.memberDiscountPercent,
    effective_price_for_member: euros(workshop.memberPriceCents),
    visibility: workshop.visibility,
    is_public: workshop.isPublic,
    guest_registration_enabled: workshop.guestRegistrationEnabled,
    poster_url: workshop.posterUrl,
    poster_is_pdf: workshop.posterIsPdf,
    pending_poster_url: workshop.pendingPosterUrl,
    is_approved: workshop.isApproved,
    status: workshop.status,
    is_featured: workshop.isFeatured,
    recurrence_rule: workshop.recurrenceRule,
    recurrence_end_date: workshop.recurrenceEndDate,
    creator_name: workshop.creatorName,
    creator_email: workshop.creatorEmail,
    created_at: workshop.createdAt.toISOString(),
    updated_at: workshop.updatedAt.toISOString(),
    sessions: sessions.map((session) => ({
      id: session.id,
      starts_at: session.startsAt.toISOString(),
      ends_at: session.endsAt.toISOString(),
      capacity: session.capacity,
      registered_count: session.registeredCount,
      available_spots: session.availableSpots,
    })),
  };
}

/**
 * Workshops with their upcoming sessions in the REST shape, in one query for the sessions.
 * Shared by the member paths and the admin review paths, so it lives here and not in either
 * controller.
 */
export async function workshopsJson(views: WorkshopViewsService, workshops: WorkshopModel[]) {
  if (workshops.length === 0) return [];
  const sessions = await views.upcomingSessions(workshops.map((w) => w.id));
  return workshops.map((workshop, i) => workshopJson(workshop, sessions[i]));
}

export function workshopChangeJson(change: WorkshopChangeModel) {
  return {
    id: change.id,
    workshop_id: change.workshopId,
    workshop_title: change.workshopTitle,
    created_at: change.createdAt.toISOString(),
    is_reviewed: change.isReviewed,
    changes: { changes: change.changes },
  };
}

const REST_FIELD_NAMES: Record<string, string> = {
  startTime: 'start_time',
  timeZone: 'timezone',
  poster: 'poster_base64',
  basePriceCents: 'base_price',
  'recurrence.rule': 'recurrence_rule',
  'recurrence.endDate': 'recurrence_end_date',
  recurrence: 'recurrence_rule',
};

/** Field errors of the service name GraphQL fields; REST callers know the snake_case names. */
export async function withRestFieldNames<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof DomainError) || !error.options.fields) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.options.fields).map(([field, code]) => [
        REST_FIELD_NAMES[field] ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
        code,
      ]),
    );
    throw new DomainError(error.code, { ...error.options, fields, cause: error });
  }
}
