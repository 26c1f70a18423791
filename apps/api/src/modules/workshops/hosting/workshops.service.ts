import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { mailLink, PATHS, slugify, WORKSHOP_TIME_ZONE } from '@platform/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { isUniqueViolation } from '../../../core/database/pg-errors.js';
import { retryingWhen } from '../../../core/database/retry.js';
import type { Tx } from '../../../core/database/sql-repository.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { RateLimiter, type RateLimit } from '../../../core/rate-limit/rate-limiter.js';
import { UsersService } from '../../auth/index.js';
import { MailOutbox } from '../../mail/index.js';
import { MediaService } from '../../media/index.js';
import { ProfilesService } from '../../profiles/index.js';
import type { CreateWorkshopInput, UpdateWorkshopInput } from '../dto/workshop.input.js';
import { WorkshopChangesRepository } from '../review/workshop-changes.repository.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import type { Workshop } from '../entities/workshop.entity.js';
import type { WorkshopModel, WorkshopPrerequisitesModel } from '../models/workshop.model.js';
import {
  changeLines,
  PENDING_POSTER_LINE,
  PENDING_TEXTS_LINE,
} from '../review/workshop-change-lines.js';
import { holdTexts, withIntendedTexts } from '../review/workshop-pending-texts.js';
import { workshopReviewRequestMail, type ReviewRequest } from '../review/workshop-mails.js';
import { storePoster } from './workshop-poster.js';
import { checkDraftOrThrow, type Schedule } from '../workshop-rules.js';
import {
  adjustFutureSessions,
  insertSessions,
  moveOneOffSession,
  regenerateFutureSessions,
  scheduleStarts,
} from '../sessions/workshop-schedule.js';
import {
  type CancelledSession,
  futureSessions,
  recordSessionChanges,
  type SessionChange,
  type WorkshopSessionListener,
} from '../sessions/workshop-session-changes.js';
import { CREATOR_OR_ADMIN, isCreatorOrAdmin } from '../catalog/viewer-access.js';
import { WorkshopViewsService } from '../catalog/workshop-views.service.js';
import { WorkshopsRepository } from './workshops.repository.js';
import { SessionCalendarRepository } from '../calendar/session-calendar.repository.js';

/** Uploads are stored in the database: bound how much one account can put there. */
const CREATE_LIMIT: RateLimit = { limit: 20, windowMs: 3_600_000 };
const POSTER_LIMIT: RateLimit = { limit: 30, windowMs: 3_600_000 };

/** Runs inside the deleting transaction; the function it returns runs after the commit. */
export type WorkshopDeletionListener = (
  workshop: Workshop,
  manager: EntityManager,
) => Promise<() => Promise<unknown>>;

/**
 * Members' workshops: create, edit, delete, with every rule checked here (GraphQL and REST
 * share it). Ownership: only the creator or an admin may change or delete a workshop.
 * New workshops wait for an admin; edits of an approved workshop apply at once (a new poster
 * excepted) and leave a change record for the admins.
 */
@Injectable()
export class WorkshopsService {
  private readonly logger = new Logger('Workshops');
  private readonly deletionListeners: WorkshopDeletionListener[] = [];
  private readonly sessionListeners: WorkshopSessionListener[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly media: MediaService,
    private readonly outbox: MailOutbox,
    private readonly profiles: ProfilesService,
    private readonly views: WorkshopViewsService,
    private readonly limiter: RateLimiter,
    private readonly users: UsersService,
    private readonly workshopRows: WorkshopsRepository,
    private readonly sessions: SessionsRepository,
    private readonly changes: WorkshopChangesRepository,
    private readonly calendar: SessionCalendarRepository,
  ) {}

  async prerequisites(userId: string): Promise<WorkshopPrerequisitesModel> {
    const [profile, user] = await Promise.all([
      this.profiles.myProfile(userId),
      this.users.facts(userId),
    ]);
    return {
      hasProfile: profile !== null,
      profileVisible: profile?.visibility === 'team' || profile?.visibility === 'public',
      emailVerified: Boolean(user?.emailVerifiedAt),
    };
  }

  async myWorkshops(userId: string): Promise<WorkshopModel[]> {
    const workshops = await this.workshopRows.ofCreator(userId, 'DESC');
    return this.views.toModels(workshops, CREATOR_OR_ADMIN);
  }

  /** For the edit form: the creator or an admin; anyone else hears "not found". */
  async myWorkshop(id: string, user: AuthenticatedUser): Promise<WorkshopModel> {
    const workshop = await this.findOrFail(id);
    if (!mayChange(workshop, user)) throw new DomainError('WORKSHOP_NOT_FOUND');
    return this.views.toModel(workshop, CREATOR_OR_ADMIN);
  }

  async create(user: AuthenticatedUser, input: CreateWorkshopInput): Promise<WorkshopModel> {
    const prerequisites = await this.prerequisites(user.id);
    if (!prerequisites.profileVisible) throw new DomainError('WORKSHOP_PROFILE_REQUIRED');
    if (!prerequisites.emailVerified) throw new DomainError('WORKSHOP_EMAIL_UNVERIFIED');

    const now = new Date();
    const { draft, schedule, skippedDates, minimum } = checkDraftOrThrow(input, {
      now,
      startMustBeFuture: true,
      posterRequired: true,
      hasPoster: Boolean(input.poster?.dataUrl?.trim()),
    });
    const starts = this.plannedStarts(draft.startsAt, schedule, skippedDates);
    await this.limiter.hit('workshop-create', user.id, CREATE_LIMIT);

    const saved = await this.withSlugRetry(() =>
      this.dataSource.transaction(async (manager) => {
        const poster = await storePoster(this.media, input.poster.dataUrl, user.id, manager);
        const workshop = await this.workshopRows.save(
          manager,
          this.workshopRows.build({
            ...draft,
            startsAt: starts[0],
            slug: await this.uniqueSlug(manager, draft.title),
            timeZone: WORKSHOP_TIME_ZONE,
            basePriceCents: input.basePriceCents,
            posterMediaId: poster.id,
            isApproved: false,
            status: 'scheduled',
            isFeatured: false,
            creatorId: user.id,
            recurrenceRule: schedule.rule,
            recurrenceEndsAt: schedule.endsAt,
            skippedDates,
            minParticipants: minimum?.participants ?? null,
            minParticipantsDecisionHours: minimum?.decisionHours ?? null,
            notifyHostOnRegistration: input.notifyHostOnRegistration ?? true,
          }),
        );
        await insertSessions(this.sessions, manager, {
          workshopId: workshop.id,
          starts,
          durationMinutes: draft.durationMinutes,
          capacity: draft.maxParticipants,
        });
        await this.askAdminsToReview(manager, `workshop-review-request:${workshop.id}`, {
          title: workshop.title,
          creatorName: user.name,
          startsAt: workshop.startsAt,
          kind: 'workshop',
        });
        return workshop;
      }),
    );
    return this.views.toModel(saved, CREATOR_OR_ADMIN);
  }

  async update(
    user: AuthenticatedUser,
    id: string,
    input: UpdateWorkshopInput,
  ): Promise<WorkshopModel> {
    if (input.poster?.dataUrl) await this.limiter.hit('workshop-poster', user.id, POSTER_LIMIT);
    const now = new Date();
    let posterWaits = false;
    const saved = await this.dataSource.transaction(async (manager) => {
      const before = await this.lockForChange(manager, id, user);
      const startKept = await this.isCurrentStart(manager, before, input.startTime);
      const { draft, schedule, skippedDates, minimum } = checkDraftOrThrow(
        { ...input, startTime: startKept ? before.startsAt : input.startTime },
        {
          now,
          startMustBeFuture: !startKept,
          current: {
            schedule: { rule: before.recurrenceRule, endsAt: before.recurrenceEndsAt },
            skippedDates: before.skippedDates,
            minimum:
              before.minParticipants !== null
                ? {
                    participants: before.minParticipants,
                    decisionHours: before.minParticipantsDecisionHours ?? 0,
                  }
                : null,
          },
        },
      );
      const starts = this.plannedStarts(draft.startsAt, schedule, skippedDates);
      const sessionsBefore = await futureSessions(this.sessions, manager, before.id, now);

      const after = this.workshopRows.build({
        ...before,
        ...draft,
        startsAt: starts[0],
        recurrenceRule: schedule.rule,
        recurrenceEndsAt: schedule.endsAt,
        skippedDates,
        minParticipants: minimum?.participants ?? null,
        minParticipantsDecisionHours: minimum?.decisionHours ?? null,
        notifyHostOnRegistration: input.notifyHostOnRegistration ?? before.notifyHostOnRegistration,
      });
      // An approved workshop keeps its public texts until an admin approves the new ones.
      const texts = before.isApproved ? holdTexts(before, after) : { changed: false };
      const replaced: string[] = [];
      if (input.poster?.dataUrl) {
        const poster = await storePoster(this.media, input.poster.dataUrl, user.id, manager);
        // An approved workshop keeps its poster until an admin approves the new one.
        posterWaits = before.isApproved;
        const slot = posterWaits ? 'pendingPosterMediaId' : 'posterMediaId';
        if (before[slot]) replaced.push(before[slot]);
        after[slot] = poster.id;
      }
      const saved = await this.workshopRows.save(manager, after);
      await this.media.removeMany(replaced, manager);

      const plan = {
        workshopId: saved.id,
        starts,
        durationMinutes: saved.durationMinutes,
        capacity: saved.maxParticipants,
      };
      // Only a change of the rule itself regenerates dates; moved and cancelled dates stay as
      // the host left them whatever else is edited.
      if (ruleChanged(before, after)) {
        const oneOff = !before.recurrenceRule && !saved.recurrenceRule;
        if (!(oneOff && (await moveOneOffSession(this.sessions, manager, plan, now)))) {
          // The dates it drops stay in the calendar feeds, cancelled.
          await this.calendar.keepDroppedFuture(manager, saved.id, now, plan.starts);
          await regenerateFutureSessions(this.sessions, manager, plan, now);
        }
      } else if (sizeChanged(before, after))
        await adjustFutureSessions(this.sessions, manager, plan, now);
      const changes = await recordSessionChanges(
        this.sessions,
        manager,
        before,
        saved,
        sessionsBefore,
        now,
      );
      await this.sessionsChanged(saved, changes, manager);
      if (before.isApproved) {
        const lines = changeLines(withIntendedTexts(before), withIntendedTexts(saved));
        if (posterWaits) lines.push(PENDING_POSTER_LINE);
        if (texts.changed) lines.push(PENDING_TEXTS_LINE);
        if (lines.length > 0)
          await this.changes.insert(manager, {
            workshopId: saved.id,
            workshopTitle: saved.title,
            lines,
          });
      }
      if (texts.changed)
        await this.askAdminsToReview(manager, `texts-review-request:${randomUUID()}`, {
          title: saved.title,
          creatorName: user.name,
          startsAt: saved.startsAt,
          kind: 'texts',
        });
      if (posterWaits)
        await this.askAdminsToReview(
          manager,
          `poster-review-request:${saved.pendingPosterMediaId ?? saved.id}`,
          { title: saved.title, creatorName: user.name, startsAt: saved.startsAt, kind: 'poster' },
        );
      return saved;
    });
    return this.views.toModel(saved, CREATOR_OR_ADMIN);
  }

  /** The host's switch for the e-mail on each new registration. */
  async setRegistrationMails(
    user: AuthenticatedUser,
    id: string,
    enabled: boolean,
  ): Promise<WorkshopModel> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const workshop = await this.lockForChange(manager, id, user);
      workshop.notifyHostOnRegistration = enabled;
      return this.workshopRows.save(manager, workshop);
    });
    return this.views.toModel(saved, CREATOR_OR_ADMIN);
  }

  async delete(user: AuthenticatedUser, id: string): Promise<void> {
    const afterCommit = await this.dataSource.transaction(async (manager) => {
      const workshop = await this.lockForChange(manager, id, user);
      return this.remove(manager, workshop);
    });
    await afterCommit();
  }

  /** The person's own workshops, for their data download. */
  async workshopsOf(userId: string): Promise<Array<Record<string, unknown>>> {
    const workshops = await this.workshopRows.ofCreator(userId, 'ASC');
    return workshops.map((w) => ({
      id: w.id,
      title: w.title,
      description: w.description,
      starts_at: w.startsAt.toISOString(),
      approved: w.isApproved,
      status: w.status,
    }));
  }

  /** Erasing an account deletes the person's workshops, as their own delete would. */
  async deleteAllOf(userId: string): Promise<void> {
    const ids = await this.workshopRows.idsOfCreator(userId);
    for (const id of ids) {
      const afterCommit = await this.dataSource.transaction(async (manager) =>
        this.remove(manager, await this.lockForUpdate(manager, id)),
      );
      await afterCommit();
    }
  }

  /**
   * Another module (the Academy's registrations) joins every deletion: its listener runs inside
   * the deleting transaction, before the rows go, and may hand back work for after the commit
   * (mails to the people registered), so nobody is told about a deletion that was rolled back.
   */
  onDelete(listener: WorkshopDeletionListener): void {
    this.deletionListeners.push(listener);
  }

  /**
   * Another module (the Academy's registrations) hears of every change of a session's time or
   * place, and of every cancelled session, inside the changing transaction.
   */
  onSessions(listener: WorkshopSessionListener): void {
    this.sessionListeners.push(listener);
  }

  /** Tells the session listeners (inside the changing transaction). */
  async sessionsChanged(
    workshop: Workshop,
    changes: SessionChange[],
    manager: EntityManager,
  ): Promise<void> {
    if (changes.length === 0) return;
    for (const listener of this.sessionListeners)
      await listener.changed(workshop, changes, manager);
  }

  async sessionsCancelled(
    workshop: Workshop,
    sessions: CancelledSession[],
    manager: EntityManager,
  ): Promise<void> {
    if (sessions.length === 0) return;
    for (const listener of this.sessionListeners)
      await listener.cancelled(workshop, sessions, manager);
  }

  /**
   * Deletes a workshop (sessions go with it) and its posters, after the deletion listeners.
   * Used by a member's delete and an admin's rejection; call inside a transaction holding the
   * row lock, and run the returned function once that transaction has committed.
   */
  async remove(manager: EntityManager, workshop: Workshop): Promise<() => Promise<void>> {
    const afterCommit: Array<() => Promise<unknown>> = [];
    // The calendar feeds keep its dates, cancelled, so subscribed calendars strike them.
    await this.calendar.keepDeletedWorkshop(manager, workshop.id);
    for (const listener of this.deletionListeners) {
      afterCommit.push(await listener(workshop, manager));
    }
    await this.workshopRows.delete(manager, workshop.id);
    const media = [workshop.posterMediaId, workshop.pendingPosterMediaId].filter(
      (mediaId) => mediaId !== null,
    );
    await this.media.removeMany(media, manager);
    return async () => {
      for (const task of afterCommit) {
        await task().catch((error: unknown) =>
          this.logger.error({
            msg: 'after-deletion task failed',
            err: error,
            workshopId: workshop.id,
          }),
        );
      }
    };
  }

  async findOrFail(id: string, manager?: EntityManager): Promise<Workshop> {
    const workshop = await this.workshopRows.byId(id, manager);
    if (!workshop) throw new DomainError('WORKSHOP_NOT_FOUND');
    return workshop;
  }

  /** Locks the row for the rest of the transaction (two edits at once apply one after the other). */
  async lockForUpdate(manager: EntityManager, id: string): Promise<Workshop> {
    const workshop = await this.workshopRows.lockById(manager, id);
    if (!workshop) throw new DomainError('WORKSHOP_NOT_FOUND');
    return workshop;
  }

  /** Queues a mail to every active admin, each in their language, in the change's transaction. */
  async askAdminsToReview(
    manager: EntityManager,
    key: string,
    request: ReviewRequest,
  ): Promise<void> {
    const admins = await this.users.activeAdmins(manager);
    const url = mailLink(this.config.publicUrl, PATHS.memberArea, { query: { tab: 'admin' } });
    for (const admin of admins) {
      await this.outbox.enqueue(
        workshopReviewRequestMail(admin.locale, admin.email, request, url),
        {
          key: `${key}:${admin.id}`,
          manager,
        },
      );
    }
  }

  /** Locks the workshop for a change by its creator or an admin; anyone else is refused. */
  async lockForChange(
    manager: EntityManager,
    id: string,
    user: AuthenticatedUser,
  ): Promise<Workshop> {
    const workshop = await this.lockForUpdate(manager, id);
    if (!mayChange(workshop, user)) throw new DomainError('WORKSHOP_FORBIDDEN');
    return workshop;
  }

  private plannedStarts(startsAt: Date, schedule: Schedule, skippedDates: string[]): Date[] {
    const starts = scheduleStarts(startsAt, schedule, skippedDates);
    if (starts.length === 0) {
      throw new DomainError('WORKSHOP_RECURRENCE_EMPTY', {
        fields: { recurrence: 'WORKSHOP_RECURRENCE_EMPTY' },
      });
    }
    return starts;
  }

  /** Two workshops with the same title created at the same moment: the loser tries again. */
  private withSlugRetry<T>(work: () => Promise<T>): Promise<T> {
    return retryingWhen(isUniqueViolation, work);
  }

  /**
   * The edit form shows the next session's start, which for a running series is not the
   * series' first start: sending back the start of one of its sessions keeps the schedule as it
   * is (no regeneration, no change line) instead of moving the series.
   */
  private async isCurrentStart(
    tx: Tx,
    workshop: Workshop,
    startTime: Date | undefined,
  ): Promise<boolean> {
    if (!(startTime instanceof Date) || Number.isNaN(startTime.getTime())) return false;
    if (startTime.getTime() === workshop.startsAt.getTime()) return true;
    return this.sessions.existsAt(workshop.id, startTime, tx);
  }

  /** A readable slug from the title, with "-2", "-3", ... when it is taken. */
  private async uniqueSlug(tx: Tx, title: string): Promise<string> {
    const base = slugify(title);
    const taken = new Set(await this.workshopRows.slugsLike(tx, base));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

export function mayChange(workshop: Workshop, user: AuthenticatedUser): boolean {
  return isCreatorOrAdmin(user, workshop.creatorId);
}

/** The rule that places the dates: its first start, repetition, end date and skipped days. */
function ruleChanged(before: Workshop, after: Workshop): boolean {
  return (
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.recurrenceRule !== after.recurrenceRule ||
    before.skippedDates.join() !== after.skippedDates.join() ||
    (before.recurrenceEndsAt?.getTime() ?? null) !== (after.recurrenceEndsAt?.getTime() ?? null)
  );
}

function sizeChanged(before: Workshop, after: Workshop): boolean {
  return (
    before.durationMinutes !== after.durationMinutes ||
    before.maxParticipants !== after.maxParticipants
  );
}
