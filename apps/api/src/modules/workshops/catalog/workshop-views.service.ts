import { Injectable } from '@nestjs/common';
import { type AccountFacts, UsersService } from '../../auth/index.js';
import { type MediaKind, MediaService } from '../../media/index.js';
import type { WorkshopChange } from '../review/entities/workshop-change.entity.js';
import type { WorkshopSession } from '../sessions/entities/workshop-session.entity.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import type { Workshop } from '../entities/workshop.entity.js';
import type { WorkshopChangeModel, WorkshopSessionModel } from '../models/workshop.model.js';
import type { ViewerAccess } from './viewer-access.js';
import { toWorkshopView, type WorkshopView } from './workshop-view.mapper.js';

/**
 * Turns stored workshops into the GraphQL view: loads their sessions, creators and poster kinds
 * in one go and hands each to `toWorkshopView`, which applies the viewer's access.
 */
@Injectable()
export class WorkshopViewsService {
  constructor(
    private readonly sessionRows: SessionsRepository,
    private readonly users: UsersService,
    private readonly media: MediaService,
  ) {}

  async toModels(workshops: Workshop[], access: ViewerAccess): Promise<WorkshopView[]> {
    if (workshops.length === 0) return [];
    const ids = workshops.map((w) => w.id);
    const [sessions, creators, posters] = await Promise.all([
      this.sessionRows.ofWorkshops(ids),
      this.creatorsOf(workshops),
      this.posterKinds(workshops),
    ]);
    const now = new Date();
    return workshops.map((workshop) => {
      const own = sessions.filter((s) => s.workshopId === workshop.id);
      // The figures describe the next session that has not ended, else the last one.
      const session = own.find((s) => s.endsAt > now) ?? own.at(-1) ?? null;
      const creator = creators.get(workshop.creatorId ?? '');
      return toWorkshopView(
        {
          workshop,
          session,
          creator: creator ? { name: creator.name, email: creator.email } : null,
          posterIsPdf: posters.get(workshop.posterMediaId ?? '') === 'pdf',
          pendingPosterIsPdf: posters.get(workshop.pendingPosterMediaId ?? '') === 'pdf',
        },
        access,
      );
    });
  }

  async toModel(workshop: Workshop, access: ViewerAccess): Promise<WorkshopView> {
    const [model] = await this.toModels([workshop], access);
    return model;
  }

  /** Upcoming (not yet ended) sessions per workshop, by start: one query for many workshops. */
  async upcomingSessions(workshopIds: readonly string[]): Promise<WorkshopSessionModel[][]> {
    const sessions = await this.sessionRows.upcomingOf(workshopIds);
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
    runConfirmedAt: session.runConfirmedAt ?? null,
    runConfirmedByHost: Boolean(session.runConfirmedAt && session.runConfirmedById),
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
