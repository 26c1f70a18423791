import { mailLink, WORKSHOP_PATHS } from '@platform/domain';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { MailOutbox } from '../../mail/index.js';
import type {
  CancelledSession,
  SessionChange,
  WorkshopSessionListener,
} from './workshop-session-changes.js';
import { type StoredWorkshop, WorkshopsService } from '../hosting/workshops.service.js';
import { RegistrationMailQueue } from '../registrations/registration-mail-queue.js';
import type { RegistrationRow } from '../registrations/registration-row.js';
import { GuestLinks } from '../registrations/guest-links.service.js';
import { RegistrationCancellations } from '../registrations/registration-cancellations.service.js';
import { RegistrationsRepository } from '../registrations/registrations.repository.js';
import { sessionCancelledMail, sessionChangedMail } from './session-change-mails.js';

/**
 * Registrants hear of every change of their session's time or place, and of a cancelled
 * session: one mail per registration and change, enqueued in the transaction of the change
 * (keyed by registration and the session's new SEQUENCE, so a retry never mails twice).
 */
@Injectable()
export class SessionChangeNotices implements OnModuleInit, WorkshopSessionListener {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly workshops: WorkshopsService,
    private readonly guestLinks: GuestLinks,
    private readonly cancellations: RegistrationCancellations,
    private readonly registrations: RegistrationsRepository,
    private readonly mails: RegistrationMailQueue,
    private readonly outbox: MailOutbox,
  ) {}

  onModuleInit(): void {
    this.workshops.onSessions(this);
  }

  async changed(
    _workshop: StoredWorkshop,
    changes: SessionChange[],
    manager: EntityManager,
  ): Promise<void> {
    for (const change of changes) {
      const rows = await this.registrations.confirmedOfSession(manager, change.sessionId);
      for (const row of rows) {
        const facts = await this.mails.facts(
          row,
          row.user_id === null ? this.guestLinks.laterGuestToken(row.id) : null,
          manager,
        );
        if (!facts) continue;
        await this.outbox.enqueue(
          sessionChangedMail({ ...facts, sequence: change.sequence }, change, this.memberLink(row)),
          { key: `workshop-session-changed:${row.id}:${change.sequence}`, manager },
        );
      }
    }
  }

  /** Every active registration of the sessions ends; each registrant is told once. */
  async cancelled(
    _workshop: StoredWorkshop,
    sessions: CancelledSession[],
    manager: EntityManager,
  ): Promise<void> {
    for (const session of sessions) {
      const before = await this.registrations.activeOfSessionForUpdate(manager, session.sessionId);
      for (const row of before) {
        await this.registrations.markEnded(manager, row.id);
        // Told once, with the cancellation invoice reversing a sold seat.
        await this.cancellations.enqueueEnded(
          manager,
          row,
          `workshop-session-cancelled:${row.id}`,
          (facts) => sessionCancelledMail(facts, session.sequence),
        );
      }
    }
  }

  /** Members cancel in their member area. */
  private memberLink(row: RegistrationRow): string | null {
    if (row.user_id === null) return null;
    return mailLink(this.config.publicUrl, WORKSHOP_PATHS.memberAreaTab, { locale: row.locale });
  }
}
