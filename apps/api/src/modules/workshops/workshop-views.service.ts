import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { memberPriceCents } from '@platform/domain';
import { DataSource, In } from 'typeorm';
import { type AccountFacts, UsersService } from '../auth/users.service.js';
import { type MediaKind, MediaService, mediaUrl } from '../media/media.service.js';
import { WorkshopChange } from './entities/workshop-change.entity.js';
import { WorkshopSession } from './entities/workshop-session.entity.js';
import type { Workshop } from './entities/workshop.entity.js';
import type {
  WorkshopChangeModel,
  WorkshopModel,
  WorkshopSessionModel,
} from './models/workshop.model.js';
import { endDateOf } from './workshop-rules.js';

/**
 * Turns stored workshops into the GraphQL view. `privileged` (the creator or an admin) adds
 * the video link, the creator's e-mail and a poster waiting for approval; the Academy's
 * public view passes false.
 */
@Injectable()
export class WorkshopViewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly media: MediaService,
  ) {}

  async toModels(workshops: Workshop[], privileged: boolean): Promise<WorkshopModel[]> {
    if (workshops.length === 0) return [];
    const ids = workshops.map((w) => w.id);
    const [sessions, creators, posters] = await Promise.all([
      this.dataSource.getRepository(WorkshopSession).find({
        where: { workshopId: In(ids) },
        order: { startsAt: 'ASC' },
      }),
      this.creatorsOf(workshops),
      this.posterKinds(workshops),
    ]);
    const now = new Date();
    return workshops.map((workshop) =>
      toWorkshopModel(
        workshop,
        sessions.filter((s) => s.workshopId === workshop.id),
        creators.get(workshop.creatorId ?? ''),
        {
          poster: posters.get(workshop.posterMediaId ?? '') === 'pdf',
          pendingPoster: posters.get(workshop.pendingPosterMediaId ?? '') === 'pdf',
        },
        privileged,
        now,
      ),
    );
  }

  async toModel(workshop: Workshop, privileged: boolean): Promise<WorkshopModel> {
    const [model] = await this.toModels([workshop], privileged);
    return model;
  }

  /** Upcoming (not yet ended) sessions per workshop, by start: one query for many workshops. */
  async upcomingSessions(workshopIds: readonly string[]): Promise<WorkshopSessionModel[][]> {
    const sessions = await this.dataSource
      .getRepository(WorkshopSession)
      .createQueryBuilder('s')
      .where('s.workshop_id IN (:...ids) AND s.ends_at > now()', { ids: [...workshopIds] })
      .orderBy('s.starts_at', 'ASC')
      .getMany();
    return workshopIds.map((id) => sessions.filter((s) => s.workshopId === id).map(toSessionModel));
  }

  private async creatorsOf(workshops: Workshop[]): Promise<Map<string, AccountFacts>> {
    const ids = [...new Set(workshops.map((w) => w.creatorId).filter((id) => id !== null))];
    return this.users.factsByIds(ids);
  }

  private async posterKinds(workshops: Workshop[]): Promise<Map<string, MediaKind>> {
    const ids = workshops
      .flatMap((w) => [w.posterMediaId, w.pendingPosterMediaId])
      .filter((id) => id !== null);
    return this.media.kindsOf(ids);
  }
}

export function toSessionModel(session: WorkshopSession): WorkshopSessionModel {
  return {
    id: session.id,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    capacity: session.capacity,
    registeredCount: session.registeredCount,
    availableSpots: Math.max(0, session.capacity - session.registeredCount),
    offSchedule: session.offSchedule,
  };
}

export function toWorkshopModel(
  workshop: Workshop,
  sessions: WorkshopSession[],
  creator: Pick<AccountFacts, 'name' | 'email'> | undefined,
  isPdf: { poster: boolean; pendingPoster: boolean },
  privileged: boolean,
  now: Date,
): WorkshopModel {
  // The figures describe the next session that has not ended, else the last one.
  const current = sessions.find((s) => s.endsAt > now) ?? sessions.at(-1);
  const capacity = current?.capacity ?? workshop.maxParticipants;
  const registered = current?.registeredCount ?? 0;
  return {
    id: workshop.id,
    slug: workshop.slug,
    title: workshop.title,
    description: workshop.description,
    category: workshop.category,
    format: workshop.format,
    location: workshop.location,
    videoCallLink: privileged ? workshop.videoCallLink : null,
    startTime: current?.startsAt ?? workshop.startsAt,
    timeZone: workshop.timeZone,
    durationMinutes: workshop.durationMinutes,
    maxParticipants: workshop.maxParticipants,
    currentParticipants: registered,
    availableSpots: Math.max(0, capacity - registered),
    learningObjectives: workshop.learningObjectives,
    materials: workshop.materials,
    tags: workshop.tags,
    basePriceCents: workshop.basePriceCents,
    memberDiscountPercent: workshop.memberDiscountPercent,
    memberPriceCents: memberPriceCents(workshop.basePriceCents, workshop.memberDiscountPercent),
    isPublic: workshop.isPublic,
    visibility: workshop.visibility,
    guestRegistrationEnabled: workshop.guestRegistrationEnabled,
    posterUrl: mediaUrl(workshop.posterMediaId),
    posterIsPdf: isPdf.poster,
    pendingPosterUrl: privileged ? mediaUrl(workshop.pendingPosterMediaId) : null,
    pendingPosterIsPdf: privileged && isPdf.pendingPoster,
    isApproved: workshop.isApproved,
    status: workshop.status,
    isFeatured: workshop.isFeatured,
    recurrenceRule: workshop.recurrenceRule,
    recurrenceEndDate: endDateOf(workshop.recurrenceEndsAt),
    skippedDates: workshop.skippedDates,
    notifyHostOnRegistration: privileged ? workshop.notifyHostOnRegistration : null,
    creatorName: creator?.name ?? null,
    creatorEmail: privileged ? (creator?.email ?? null) : null,
    createdAt: workshop.createdAt,
    updatedAt: workshop.updatedAt,
  };
}

export function toChangeModel(change: WorkshopChange): WorkshopChangeModel {
  return {
    id: change.id,
    workshopId: change.workshopId,
    workshopTitle: change.workshopTitle,
    createdAt: change.createdAt,
    isReviewed: change.isReviewed,
    changes: change.lines,
  };
}
