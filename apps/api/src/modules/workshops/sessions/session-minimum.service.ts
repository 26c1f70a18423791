import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { mailLink, MINIMUM_PARTICIPANTS_LIMITS, WORKSHOP_PATHS } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { Clock } from '../../../core/clock/clock.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import type { Tx } from '../../../core/database/sql-repository.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { AuditLogService } from '../../audit/index.js';
import { UsersService } from '../../auth/index.js';
import { MailOutbox } from '../../mail/index.js';
import { toSessionModel } from '../catalog/workshop-views.service.js';
import type { Workshop } from '../entities/workshop.entity.js';
import { WorkshopsService } from '../hosting/workshops.service.js';
import type { WorkshopSessionModel } from '../models/workshop.model.js';
import {
  type MinimumMailFacts,
  minimumCancelledMail,
  minimumWarningMail,
} from './session-minimum-mails.js';
import { type MinimumSessionRow, SessionMinimumRepository } from './session-minimum.repository.js';
import { SessionsRepository } from './sessions.repository.js';
import { WorkshopSessionsService } from './workshop-sessions.service.js';

export interface MinimumRunResult {
  warned: number;
  cancelled: number;
  confirmed: number;
}

/**
 * Minimum participants. A day before a session's decision time its host is warned (once per
 * decision time) while it is below its minimum; at the decision time a session still below it
 * is cancelled through the host's own cancel path, unless the host confirmed it to run. A
 * session at or above its minimum then is marked as running, so later cancellations do not
 * undo the decision; one whose host was never warned (the minimum was set too late) runs too.
 * Every step re-reads the session under its row lock, so two runs (two app instances) change
 * it once.
 */
@Injectable()
export class SessionMinimumService {
  private readonly logger = new Logger('SessionMinimum');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly workshops: WorkshopsService,
    private readonly sessions: SessionsRepository,
    private readonly rows: SessionMinimumRepository,
    private readonly sessionChanges: WorkshopSessionsService,
    private readonly outbox: MailOutbox,
    private readonly users: UsersService,
    private readonly audit: AuditLogService,
  ) {}

  /** The host (or an admin) confirms a date to run whatever its minimum, before the decision. */
  async confirm(user: AuthenticatedUser, sessionId: string): Promise<WorkshopSessionModel> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const found = await this.sessions.byId(sessionId, manager);
      if (!found) throw new DomainError('WORKSHOP_SESSION_NOT_FOUND');
      await this.workshops.lockForChange(manager, found.workshopId, user);
      const state = await this.rows.lockOne(manager, sessionId);
      if (!state) throw new DomainError('WORKSHOP_SESSION_NO_MINIMUM');
      if (state.starts_at <= now) throw new DomainError('WORKSHOP_SESSION_PAST');
      if (!state.run_confirmed_at) {
        if (state.decision_at <= now) throw new DomainError('WORKSHOP_DECISION_PASSED');
        await this.rows.confirmRun(manager, sessionId, now, user.id);
        await this.audit.record(
          {
            action: 'workshop.session_confirmed',
            target: { type: 'workshop_session', id: sessionId },
            before: { registered: state.registered_count, minimum: state.min_participants },
            after: { runConfirmedAt: now, startsAt: state.starts_at },
          },
          manager,
        );
      }
      const session = await this.sessions.byId(sessionId, manager);
      return toSessionModel(session!);
    });
  }

  /** One run of the scheduled job at `now`. */
  async run(now: Date): Promise<MinimumRunResult> {
    const result: MinimumRunResult = { warned: 0, cancelled: 0, confirmed: 0 };
    const warnings = await this.rows.dueForWarning(
      now,
      MINIMUM_PARTICIPANTS_LIMITS.warningHoursBefore,
    );
    for (const row of warnings)
      if (await this.oneSession('warning', row.id, () => this.warn(row.id, now)))
        result.warned += 1;
    for (const row of await this.rows.dueForDecision(now)) {
      const outcome = await this.oneSession('decision', row.id, () => this.decide(row.id, now));
      if (outcome) result[outcome] += 1;
    }
    return result;
  }

  /** One session's step; a failure is logged and the others go on (the next run retries it). */
  private async oneSession<T>(
    step: string,
    sessionId: string,
    work: () => Promise<T>,
  ): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      this.logger.error({ msg: `minimum ${step} failed`, err: error, sessionId });
      return null;
    }
  }

  private warn(sessionId: string, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const state = await this.rows.lockOne(manager, sessionId);
      if (!state || state.run_confirmed_at || state.starts_at <= now) return false;
      const warningFrom =
        state.decision_at.getTime() - MINIMUM_PARTICIPANTS_LIMITS.warningHoursBefore * 3_600_000;
      if (state.registered_count >= state.min_participants) return false;
      if (state.decision_at <= now || warningFrom > now.getTime()) return false;
      if (state.minimum_warned_for?.getTime() === state.decision_at.getTime()) return false;
      const workshop = await this.workshops.findOrFail(state.workshop_id, manager);
      const facts = await this.mailFacts(manager, workshop, state);
      if (facts)
        await this.outbox.enqueue(minimumWarningMail(facts), {
          key: `workshop-minimum-warning:${sessionId}:${state.decision_at.toISOString()}`,
          manager,
        });
      await this.rows.markWarned(manager, sessionId, state.decision_at);
      return true;
    });
  }

  private decide(sessionId: string, now: Date): Promise<'cancelled' | 'confirmed' | null> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.sessions.byId(sessionId, manager);
      if (!found) return null;
      // The host's cancel takes the workshop's lock first, then the session's: so does this.
      const workshop = await this.workshops.lockForUpdate(manager, found.workshopId);
      const state = await this.rows.lockOne(manager, sessionId);
      if (!state || state.run_confirmed_at || state.starts_at <= now || state.decision_at > now)
        return null;
      if (!workshop.isApproved || workshop.status !== 'scheduled') return null;
      const warned = state.minimum_warned_for?.getTime() === state.decision_at.getTime();
      if (state.registered_count >= state.min_participants || !warned) {
        await this.rows.confirmRun(manager, sessionId, now, null);
        return 'confirmed';
      }
      const session = await this.sessions.lockById(manager, sessionId);
      if (!session) return null;
      const facts = await this.mailFacts(manager, workshop, state);
      if (facts)
        await this.outbox.enqueue(minimumCancelledMail(facts), {
          key: `workshop-minimum-cancelled:${sessionId}`,
          manager,
        });
      await this.sessionChanges.cancelLocked(manager, workshop, session);
      await this.audit.record(
        {
          action: 'workshop.session_cancelled_below_minimum',
          actor: null,
          ip: null,
          target: { type: 'workshop_session', id: sessionId },
          before: {
            workshopId: workshop.id,
            startsAt: state.starts_at,
            registered: state.registered_count,
            minimum: state.min_participants,
          },
          after: { cancelled: true },
        },
        manager,
      );
      return 'cancelled';
    });
  }

  private async mailFacts(
    manager: Tx,
    workshop: Workshop,
    state: MinimumSessionRow,
  ): Promise<MinimumMailFacts | null> {
    const host = workshop.creatorId
      ? await this.users.activeFacts(workshop.creatorId, manager)
      : null;
    if (!host) return null;
    return {
      locale: host.locale,
      to: host.email,
      hostName: host.name,
      title: workshop.title,
      startsAt: state.starts_at,
      decisionAt: state.decision_at,
      confirmed: state.registered_count,
      minimum: state.min_participants,
      url: mailLink(this.config.publicUrl, WORKSHOP_PATHS.registrants, {
        params: { id: workshop.id },
        locale: host.locale,
      }),
    };
  }
}
