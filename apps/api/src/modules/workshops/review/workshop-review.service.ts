import { isUuid, mailLink, WORKSHOP_PATHS } from '@platform/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { UsersService } from '../../auth/index.js';
import { MailOutbox } from '../../mail/index.js';
import { MediaService } from '../../media/index.js';
import type { Workshop } from '../entities/workshop.entity.js';
import { WorkshopsRepository } from '../hosting/workshops.repository.js';
import { WorkshopChangesRepository } from './workshop-changes.repository.js';
import type { WorkshopChangeModel, WorkshopModel } from '../models/workshop.model.js';
import { workshopDecisionMail } from './workshop-mails.js';
import { applyPendingTexts } from './workshop-pending-texts.js';
import { CREATOR_OR_ADMIN } from '../catalog/viewer-access.js';
import { toChangeModel, WorkshopViewsService } from '../catalog/workshop-views.service.js';
import { WorkshopsService } from '../hosting/workshops.service.js';
import { AuditLogService } from '../../audit/index.js';

/**
 * The admins' side of workshops: approval (rejection deletes), pending posters, the featured
 * flag and the change records. Callers (the workshop-review module) restrict these to admins.
 */
@Injectable()
export class WorkshopReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly workshops: WorkshopsService,
    private readonly views: WorkshopViewsService,
    private readonly media: MediaService,
    private readonly users: UsersService,
    private readonly audit: AuditLogService,
    private readonly workshopRows: WorkshopsRepository,
    private readonly changeRows: WorkshopChangesRepository,
  ) {}

  /** Unapproved workshops and approved ones with a new poster or new texts waiting, oldest first. */
  async pending(): Promise<WorkshopModel[]> {
    const workshops = await this.workshopRows.pending();
    return this.views.toModels(workshops, CREATOR_OR_ADMIN);
  }

  async approve(id: string): Promise<WorkshopModel> {
    const { workshop } = await this.dataSource.transaction(async (manager) => {
      const workshop = await this.workshops.lockForUpdate(manager, id);
      const wasApproved = workshop.isApproved;
      workshop.isApproved = true;
      const saved = await this.workshopRows.save(manager, workshop);
      if (!wasApproved) {
        await this.tellCreator(manager, saved, true);
        await this.audit.record(
          {
            action: 'workshop.approved',
            target: { type: 'workshop', id: saved.id },
            before: { isApproved: false, title: saved.title },
            after: { isApproved: true, title: saved.title },
          },
          manager,
        );
      }
      return { workshop: saved };
    });
    return this.views.toModel(workshop, CREATOR_OR_ADMIN);
  }

  /** Rejection deletes the workshop (as the admin screen says) and tells its creator. */
  async reject(id: string, comment?: string | null): Promise<void> {
    const { afterCommit } = await this.dataSource.transaction(async (manager) => {
      const workshop = await this.workshops.lockForUpdate(manager, id);
      await this.tellCreator(manager, workshop, false, comment?.trim() || null);
      await this.audit.record(
        {
          action: 'workshop.rejected',
          target: { type: 'workshop', id: workshop.id },
          before: { isApproved: workshop.isApproved, title: workshop.title },
          after: { deleted: true, comment: comment?.trim() || null },
        },
        manager,
      );
      return { afterCommit: await this.workshops.remove(manager, workshop) };
    });
    await afterCommit();
  }

  async approvePoster(id: string): Promise<WorkshopModel> {
    const workshop = await this.dataSource.transaction(async (manager) => {
      const workshop = await this.workshops.lockForUpdate(manager, id);
      const pending = workshop.pendingPosterMediaId;
      if (!pending) throw new DomainError('WORKSHOP_NO_PENDING_POSTER');
      const old = workshop.posterMediaId;
      workshop.posterMediaId = pending;
      workshop.pendingPosterMediaId = null;
      const saved = await this.workshopRows.save(manager, workshop);
      if (old) await this.media.removeMany([old], manager);
      await this.audit.record(
        {
          action: 'workshop.poster_approved',
          target: { type: 'workshop', id: saved.id },
          before: { posterMediaId: old },
          after: { posterMediaId: pending },
        },
        manager,
      );
      return saved;
    });
    return this.views.toModel(workshop, CREATOR_OR_ADMIN);
  }

  /** The waiting title and description become the public ones (Academy, mails). */
  async approveTexts(id: string): Promise<WorkshopModel> {
    const workshop = await this.dataSource.transaction(async (manager) => {
      const workshop = await this.workshops.lockForUpdate(manager, id);
      if (!applyPendingTexts(workshop)) throw new DomainError('WORKSHOP_NO_PENDING_TEXTS');
      return this.workshopRows.save(manager, workshop);
    });
    return this.views.toModel(workshop, CREATOR_OR_ADMIN);
  }

  /** The waiting texts are dropped; the approved ones stay. */
  async rejectTexts(id: string): Promise<WorkshopModel> {
    const workshop = await this.dataSource.transaction(async (manager) => {
      const workshop = await this.workshops.lockForUpdate(manager, id);
      if (workshop.pendingTitle === null && workshop.pendingDescription === null)
        throw new DomainError('WORKSHOP_NO_PENDING_TEXTS');
      workshop.pendingTitle = null;
      workshop.pendingDescription = null;
      return this.workshopRows.save(manager, workshop);
    });
    return this.views.toModel(workshop, CREATOR_OR_ADMIN);
  }

  async rejectPoster(id: string): Promise<WorkshopModel> {
    const workshop = await this.dataSource.transaction(async (manager) => {
      const workshop = await this.workshops.lockForUpdate(manager, id);
      const pending = workshop.pendingPosterMediaId;
      if (!pending) throw new DomainError('WORKSHOP_NO_PENDING_POSTER');
      workshop.pendingPosterMediaId = null;
      const saved = await this.workshopRows.save(manager, workshop);
      await this.media.removeMany([pending], manager);
      await this.audit.record(
        {
          action: 'workshop.poster_rejected',
          target: { type: 'workshop', id: saved.id },
          before: { pendingPosterMediaId: pending },
          after: { pendingPosterMediaId: null },
        },
        manager,
      );
      return saved;
    });
    return this.views.toModel(workshop, CREATOR_OR_ADMIN);
  }

  async setFeatured(id: string, featured: boolean): Promise<WorkshopModel> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const workshop = await this.workshops.lockForUpdate(manager, id);
      const was = workshop.isFeatured;
      workshop.isFeatured = featured;
      const saved = await this.workshopRows.save(manager, workshop);
      if (was !== featured)
        await this.audit.record(
          {
            action: 'workshop.featured_changed',
            target: { type: 'workshop', id: saved.id },
            before: { isFeatured: was },
            after: { isFeatured: featured },
          },
          manager,
        );
      return saved;
    });
    return this.views.toModel(saved, CREATOR_OR_ADMIN);
  }

  async changes(): Promise<WorkshopChangeModel[]> {
    const changes = await this.changeRows.latest(500);
    return changes.map(toChangeModel);
  }

  /** One way: a reviewed record stays reviewed (and keeps its first reviewer). */
  async markChangeReviewed(id: string, admin: AuthenticatedUser): Promise<WorkshopChangeModel> {
    if (isUuid(id)) await this.changeRows.markReviewed(id, admin.id, new Date());
    const change = await this.changeRows.byId(id);
    if (!change) throw new DomainError('WORKSHOP_CHANGE_NOT_FOUND');
    return toChangeModel(change);
  }

  /** Queued in the decision's transaction: the creator hears of it exactly when it holds. */
  private async tellCreator(
    manager: EntityManager,
    workshop: Workshop,
    approved: boolean,
    comment: string | null = null,
  ): Promise<void> {
    if (!workshop.creatorId) return;
    const creator = await this.users.facts(workshop.creatorId, manager);
    if (!creator) return;
    await this.outbox.enqueue(
      workshopDecisionMail(
        creator.locale,
        creator.email,
        creator.name,
        workshop.title,
        approved,
        mailLink(this.config.publicUrl, WORKSHOP_PATHS.memberAreaTab),
        comment,
      ),
      {
        key: `workshop-decision:${workshop.id}:${approved ? 'approved' : 'rejected'}`,
        manager,
      },
    );
  }
}
