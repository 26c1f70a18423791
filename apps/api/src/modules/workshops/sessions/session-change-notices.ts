import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailOutbox } from '../../mail/index.js';
import type {
  CancelledSession,
  SessionChange,
  WorkshopSessionListener,
} from './workshop-session-changes.js';
import type { Workshop } from '../entities/workshop.entity.js';
import { WorkshopsService } from '../hosting/workshops.service.js';
import { RegistrationMailQueue } from '../registrations/registration-mail-queue.js';
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
    _workshop: Workshop,
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
          sessionChangedMail({ ...facts, sequence: change.sequence }, change),
          { key: `workshop-session-changed:${row.id}:${change.sequence}`, manager },
        );
      }
    }
  }

  /** Every active registration of the sessions ends; each registrant is told once. */
  async cancelled(
    _workshop: Workshop,
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
}
