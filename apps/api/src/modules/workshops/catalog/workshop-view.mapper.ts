import {
  memberPriceCents,
  ratingIsPublic,
  roundRating,
  type WorkshopFormat,
  type WorkshopStatus,
  type WorkshopVisibility,
} from '@platform/domain';
import { mediaUrl } from '../../media/index.js';
import { WorkshopModel, type WorkshopMaterialModel } from '../models/workshop.model.js';
import type { ViewerAccess } from './viewer-access.js';
import { endDateOf } from '../workshop-rules.js';

/**
 * The workshop as one domain object: its own stored values, whoever read them. The entity
 * (`entities/workshop.entity.ts`, used for writes) has these fields; the catalog's SQL rows
 * (`StoredWorkshopRow`) are renamed into it (`viewSourceOfRow`); `WorkshopFacts` (what the
 * registrations and other modules read) is a part of it. Transport models (GraphQL
 * `WorkshopModel`, the REST JSON) are made from it by `toWorkshopView`.
 */
export interface WorkshopColumns {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string | null;
  format: WorkshopFormat;
  location: string | null;
  videoCallLink: string | null;
  /** The first session's start; shown only while the workshop has no session. */
  startsAt: Date;
  timeZone: string;
  durationMinutes: number;
  /** The host's maximum, as set in the form; each session's capacity derives from it. */
  maxParticipants: number;
  /** The minimum and its decision time (absent where only public rows are read). */
  minParticipants?: number | null;
  minParticipantsDecisionHours?: number | null;
  learningObjectives: string[];
  materials: WorkshopMaterialModel[];
  tags: string[];
  basePriceCents: number;
  memberDiscountPercent: number;
  isPublic: boolean;
  visibility: WorkshopVisibility;
  guestRegistrationEnabled: boolean;
  posterMediaId: string | null;
  pendingPosterMediaId: string | null;
  /** Texts changed after approval, waiting for an admin (absent where only public rows are read). */
  pendingTitle?: string | null;
  pendingDescription?: string | null;
  isApproved: boolean;
  status: WorkshopStatus;
  isFeatured: boolean;
  recurrenceRule: string | null;
  recurrenceEndsAt: Date | null;
  skippedDates: string[];
  notifyHostOnRegistration: boolean;
  /** The attendees' overall ratings: how many, and the sum of their stars. */
  ratingCount: number;
  ratingSum: number;
  creatorId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The session the participant figures describe; the caller picks it (next ahead, else last). */
export interface DescribedSession {
  id: string;
  startsAt: Date;
  capacity: number;
  registeredCount: number;
}

/** Everything one workshop view is made of, before the viewer's access is applied. */
export interface WorkshopViewSource {
  workshop: WorkshopColumns;
  /** Null while the workshop has no session at all. */
  session: DescribedSession | null;
  /** Null when the creator's account is gone. */
  creator: { name: string; email: string } | null;
  posterIsPdf: boolean;
  pendingPosterIsPdf: boolean;
}

/** The GraphQL workshop, plus the two ids its field resolvers (host, next session) read. */
export interface WorkshopView extends WorkshopModel {
  nextSessionId: string | null;
  creatorId: string | null;
}

/**
 * The one mapping from stored workshop to what a viewer sees. Every per-field access rule lives
 * here and nowhere else: the raw video link for the creator and admins only (registrants get their personal join link,
 * `Registration.joinPath`);
 * the creator's e-mail, a waiting poster and the host's mail setting for the creator and
 * admins only. Everything else is public to whoever may see the workshop at all (callers
 * decide that). `maxParticipants` is the host's maximum (the figure the edit form sends
 * back); `currentParticipants`, `availableSpots` and `startTime` describe `session`.
 */
export function toWorkshopView(source: WorkshopViewSource, access: ViewerAccess): WorkshopView {
  const { workshop: w, session, creator } = source;
  const seesVideoLink = access.creatorOrAdmin;
  const managing = access.creatorOrAdmin;
  const capacity = session?.capacity ?? w.maxParticipants;
  const registered = session?.registeredCount ?? 0;
  // Typed as WorkshopModel first, so a field left out fails to compile.
  const fields: WorkshopModel = {
    id: w.id,
    slug: w.slug,
    title: w.title,
    description: w.description,
    category: w.category,
    format: w.format,
    location: w.location,
    videoCallLink: seesVideoLink ? w.videoCallLink : null,
    startTime: session?.startsAt ?? w.startsAt,
    timeZone: w.timeZone,
    durationMinutes: w.durationMinutes,
    maxParticipants: w.maxParticipants,
    minParticipants: managing ? (w.minParticipants ?? null) : null,
    minParticipantsDecisionHours:
      managing && w.minParticipants ? (w.minParticipantsDecisionHours ?? null) : null,
    currentParticipants: registered,
    availableSpots: Math.max(0, capacity - registered),
    learningObjectives: w.learningObjectives,
    materials: w.materials,
    tags: w.tags,
    basePriceCents: w.basePriceCents,
    memberDiscountPercent: w.memberDiscountPercent,
    memberPriceCents: memberPriceCents(w.basePriceCents, w.memberDiscountPercent),
    isPublic: w.isPublic,
    visibility: w.visibility,
    guestRegistrationEnabled: w.guestRegistrationEnabled,
    posterUrl: mediaUrl(w.posterMediaId),
    posterIsPdf: source.posterIsPdf,
    pendingPosterUrl: managing ? mediaUrl(w.pendingPosterMediaId) : null,
    pendingPosterIsPdf: managing && w.pendingPosterMediaId !== null && source.pendingPosterIsPdf,
    pendingTitle: managing ? (w.pendingTitle ?? null) : null,
    pendingDescription: managing ? (w.pendingDescription ?? null) : null,
    isApproved: w.isApproved,
    status: w.status,
    isFeatured: w.isFeatured,
    recurrenceRule: w.recurrenceRule,
    recurrenceEndDate: endDateOf(w.recurrenceEndsAt),
    skippedDates: w.skippedDates,
    notifyHostOnRegistration: managing ? w.notifyHostOnRegistration : null,
    // Shown (to everyone alike) only from the minimum on: two ratings say little and would
    // point at the two people who gave them.
    ratingCount: ratingIsPublic(w.ratingCount) ? w.ratingCount : 0,
    ratingAverage: ratingIsPublic(w.ratingCount) ? roundRating(w.ratingSum / w.ratingCount) : null,
    creatorName: creator?.name ?? null,
    creatorEmail: managing ? (creator?.email ?? null) : null,
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
  };
  const ids = { nextSessionId: session?.id ?? null, creatorId: w.creatorId };
  return Object.assign(new WorkshopModel(), fields, ids);
}
