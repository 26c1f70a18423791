import { mailLink, WORKSHOP_PATHS } from '@platform/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { UsersService } from '../../auth/index.js';
import { MailOutbox } from '../../mail/index.js';
import {
  SessionSeatsService,
  type WorkshopSessionFacts,
} from '../sessions/session-seats.service.js';
import { newRegistrationMail } from './host-mails.js';
import type { RegistrationRow } from '../registrations/registration-row.js';

/**
 * The host hears of each new registration (unless they switched it off for the workshop):
 * enqueued in the registering transaction, once per registration. `known`: the registration's
 * session when the caller has it (it is not read again).
 */
@Injectable()
export class HostRegistrationNotices {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly sessions: SessionSeatsService,
    private readonly users: UsersService,
  ) {}

  async registered(
    row: RegistrationRow,
    manager: EntityManager,
    known?: WorkshopSessionFacts,
  ): Promise<void> {
    const session = known ?? (await this.sessions.facts(row.session_id, manager));
    const workshop = session?.workshop;
    if (!session || !workshop?.notifyHostOnRegistration || !workshop.creatorId) return;
    const host = await this.users.activeFacts(workshop.creatorId, manager);
    if (!host) return;
    const url = mailLink(this.config.publicUrl, WORKSHOP_PATHS.registrants, {
      params: { id: workshop.id },
      locale: host.locale,
    });
    await this.outbox.enqueue(
      newRegistrationMail({
        locale: host.locale,
        to: host.email,
        hostName: host.name,
        title: workshop.title,
        startsAt: session.startsAt,
        registrantName: row.name,
        waitlisted: row.status === 'waitlisted',
        guest: row.user_id === null,
        url,
        settingsUrl: url,
      }),
      { key: `host-new-registration:${row.id}`, manager },
    );
  }
}
