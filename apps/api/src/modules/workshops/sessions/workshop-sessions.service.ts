import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { berlinDayOf, sessionMoveProblems } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import type { Tx } from '../../../core/database/sql-repository.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { WorkshopChangesRepository } from '../review/workshop-changes.repository.js';
import type { WorkshopSession } from './entities/workshop-session.entity.js';
import type { Workshop } from '../entities/workshop.entity.js';
import type { WorkshopSessionModel } from '../models/workshop.model.js';
import { sessionCancelledLine, sessionMovedLine } from '../review/workshop-change-lines.js';
import { toSessionModel } from '../catalog/workshop-views.service.js';
import { WorkshopsRepository } from '../hosting/workshops.repository.js';
import { WorkshopsService } from '../hosting/workshops.service.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionCalendarRepository } from '../calendar/session-calendar.repository.js';

/**
 * The host's hand on single sessions: move one (its registrations move with it and are told)
 * or cancel one (its registrants are told with a cancelling calendar file; its day is skipped
 * from then on, so the rule does not offer it again). The creator or an admin only.
 */
@Injectable()
export class WorkshopSessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly workshops: WorkshopsService,
    private readonly workshopRows: WorkshopsRepository,
    private readonly sessions: SessionsRepository,
    private readonly changes: WorkshopChangesRepository,
    private readonly calendar: SessionCalendarRepository,
  ) {}

  async move(
    user: AuthenticatedUser,
    sessionId: string,
    startTime: Date,
    reason?: string | null,
  ): Promise<WorkshopSessionModel> {
    const now = new Date();
    const why = reason?.trim() || null;
    const problems = sessionMoveProblems(startTime, why, now);
    if (problems.reason)
      throw new DomainError('WORKSHOP_MOVE_REASON_INVALID', {
        fields: { reason: 'WORKSHOP_MOVE_REASON_INVALID' },
      });
    if (problems.startTime)
      throw new DomainError('WORKSHOP_START_INVALID', {
        fields: { startTime: 'WORKSHOP_START_INVALID' },
      });
    return this.dataSource.transaction(async (manager) => {
      const { workshop, session } = await this.lockSession(manager, user, sessionId, now);
      const taken = await this.sessions.existsAt(workshop.id, startTime, manager);
      if (taken) throw new DomainError('WORKSHOP_SESSION_TAKEN');
      const before = { startsAt: session.startsAt, endsAt: session.endsAt };
      const length = session.endsAt.getTime() - session.startsAt.getTime();
      session.startsAt = startTime;
      session.endsAt = new Date(startTime.getTime() + length);
      session.offSchedule = false;
      // The rule's date it stands in for (kept from an earlier move): the rule must not offer
      // that date again when the workshop is edited.
      if (workshop.recurrenceRule) session.ruleStartsAt ??= before.startsAt;
      session.sequence += 1;
      const saved = await this.sessions.save(manager, session);
      // A one-off workshop's start is its session's start (card and edit form show it).
      if (!workshop.recurrenceRule)
        await this.workshopRows.update(manager, workshop.id, { startsAt: startTime });
      const place = {
        format: workshop.format,
        location: workshop.location,
        videoCallLink: workshop.videoCallLink,
      };
      await this.workshops.sessionsChanged(
        workshop,
        [
          {
            sessionId: saved.id,
            sequence: saved.sequence,
            kinds: ['start'],
            before: { ...place, ...before },
            after: { ...place, startsAt: saved.startsAt, endsAt: saved.endsAt },
            reason: why,
          },
        ],
        manager,
      );
      await this.recordForAdmins(manager, workshop, sessionMovedLine(before.startsAt, startTime));
      return toSessionModel(saved);
    });
  }

  async cancel(user: AuthenticatedUser, sessionId: string): Promise<boolean> {
    const now = new Date();
    await this.dataSource.transaction(async (manager) => {
      const { workshop, session } = await this.lockSession(manager, user, sessionId, now);
      await this.cancelLocked(manager, workshop, session);
    });
    return true;
  }

  /**
   * Cancels a session whose workshop and session rows `manager`'s transaction holds locked (the
   * host's cancel, and the minimum job's): every registrant and the waitlist told in their
   * language (with the cancellation invoice of an invoiced seat), the admins' change list, a
   * recurring workshop's day skipped, the calendar entries kept as cancelled, the session gone.
   */
  async cancelLocked(manager: Tx, workshop: Workshop, session: WorkshopSession): Promise<void> {
    await this.workshops.sessionsCancelled(
      workshop,
      [
        {
          sessionId: session.id,
          sequence: session.sequence + 1,
          startsAt: session.startsAt,
          endsAt: session.endsAt,
        },
      ],
      manager,
    );
    await this.recordForAdmins(manager, workshop, sessionCancelledLine(session.startsAt));
    const day = berlinDayOf(session.startsAt);
    if (workshop.recurrenceRule && !workshop.skippedDates.includes(day))
      await this.workshopRows.update(manager, workshop.id, {
        skippedDates: [...workshop.skippedDates, day].sort(),
      });
    // Its registrations (all cancelled and told by now) go with it; the calendar feeds keep
    // its entries, cancelled, so subscribed calendars strike the date.
    await this.calendar.keepCancelledSession(manager, session.id, session.sequence + 1);
    await this.sessions.delete(manager, session.id);
  }

  /** Every move and cancellation of an approved workshop's date is in the admins' change list. */
  private async recordForAdmins(tx: Tx, workshop: Workshop, line: string): Promise<void> {
    if (!workshop.isApproved) return;
    await this.changes.insert(tx, {
      workshopId: workshop.id,
      workshopTitle: workshop.title,
      lines: [line],
    });
  }

  private async lockSession(
    manager: Tx,
    user: AuthenticatedUser,
    sessionId: string,
    now: Date,
  ): Promise<{ workshop: Workshop; session: WorkshopSession }> {
    const found = await this.sessions.byId(sessionId, manager);
    if (!found) throw new DomainError('WORKSHOP_SESSION_NOT_FOUND');
    const workshop = await this.workshops.lockForChange(manager, found.workshopId, user);
    const session = await this.sessions.lockById(manager, sessionId);
    if (!session) throw new DomainError('WORKSHOP_SESSION_NOT_FOUND');
    if (session.startsAt <= now) throw new DomainError('WORKSHOP_SESSION_PAST');
    return { workshop, session };
  }
}
