import { mailLink, WORKSHOP_PATHS } from '@platform/domain';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { type AccountFacts, UsersService } from '../../auth/index.js';
import {
  type ComposedWhenSent,
  MailComposers,
  MailOutbox,
  type MailMessage,
} from '../../mail/index.js';
import {
  SessionSeatsService,
  type WorkshopSessionFacts,
} from '../sessions/session-seats.service.js';
import { registrationNoticeMail } from './host-mails.js';
import type { RegistrationRow } from '../registrations/registration-row.js';
import { RegistrationsRepository } from '../registrations/registrations.repository.js';

/** The host's notice of a registration of a batch, composed by the worker (`registeredMails`). */
const HOST_NOTICE = 'host-registration-notice';

/**
 * The host hears of each new registration and each cancellation by a registrant (unless they
 * switched these mails off for the workshop): enqueued in the registering or cancelling
 * transaction, once per registration and event. `known`: the registration's session when the
 * caller has it (it is not read again).
 */
@Injectable()
export class HostRegistrationNotices implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly composers: MailComposers,
    private readonly sessions: SessionSeatsService,
    private readonly users: UsersService,
    private readonly registrations: RegistrationsRepository,
  ) {}

  onModuleInit(): void {
    this.composers.register(HOST_NOTICE, (params) => this.composeRegistered(params));
  }

  registered(
    row: RegistrationRow,
    manager: EntityManager,
    known?: WorkshopSessionFacts,
  ): Promise<void> {
    return this.notify(row, manager, 'registered', row.status === 'waitlisted', known);
  }

  /**
   * The host's mails about several new registrations of one session, not queued yet (a batch
   * queues all its mails in one step), as the worker composes them when it sends them (a rush
   * of a thousand registrations composes none in its transactions); none when the host switched
   * them off. `host`: the workshop's active host as `hostOf` found them.
   */
  registeredMails(
    rows: readonly RegistrationRow[],
    session: WorkshopSessionFacts,
    host: AccountFacts | null,
  ): Array<{ message: ComposedWhenSent; key: string }> {
    if (!host || !session.workshop.notifyHostOnRegistration) return [];
    return rows.map((row) => ({
      key: `host-new-registration:${row.id}`,
      message: {
        to: host.email,
        compose: {
          kind: HOST_NOTICE,
          params: { registration: row.id, waitlisted: row.status === 'waitlisted' },
        },
      },
    }));
  }

  /**
   * `registeredMails`' notice, composed from the registration and the workshop's host as they
   * are now; none when either is gone, the host switched these mails off meanwhile, or the
   * host's address changed (`MailComposers` checks the recipient).
   */
  private async composeRegistered(
    params: ComposedWhenSent['compose']['params'],
  ): Promise<MailMessage | null> {
    const row = await this.registrations.byId(String(params.registration));
    const session = row ? await this.sessions.facts(row.session_id) : null;
    const creatorId = session?.workshop.creatorId;
    const host = creatorId ? await this.users.activeFacts(creatorId) : null;
    if (!row || !session || !host || !session.workshop.notifyHostOnRegistration) return null;
    return this.mail(row, session, host, 'registered', params.waitlisted === true).message;
  }

  /** The workshop's host when they are an active account (null: none). */
  hostOf(session: WorkshopSessionFacts, manager: EntityManager): Promise<AccountFacts | null> {
    const creatorId = session.workshop.creatorId;
    return creatorId ? this.users.activeFacts(creatorId, manager) : Promise.resolve(null);
  }

  /** `before` is the row as it was (its seat: confirmed or on the waitlist). */
  cancelled(before: RegistrationRow, manager: EntityManager): Promise<void> {
    return this.notify(before, manager, 'cancelled', before.status === 'waitlisted');
  }

  private async notify(
    row: RegistrationRow,
    manager: EntityManager,
    event: 'registered' | 'cancelled',
    waitlisted: boolean,
    known?: WorkshopSessionFacts,
  ): Promise<void> {
    const session = known ?? (await this.sessions.facts(row.session_id, manager));
    const workshop = session?.workshop;
    if (!session || !workshop?.notifyHostOnRegistration || !workshop.creatorId) return;
    const host = await this.users.activeFacts(workshop.creatorId, manager);
    if (!host) return;
    const { message, key } = this.mail(row, session, host, event, waitlisted);
    await this.outbox.enqueue(message, { key, manager });
  }

  private mail(
    row: RegistrationRow,
    session: WorkshopSessionFacts,
    host: AccountFacts,
    event: 'registered' | 'cancelled',
    waitlisted: boolean,
  ): { message: MailMessage; key: string } {
    const workshop = session.workshop;
    const url = mailLink(this.config.publicUrl, WORKSHOP_PATHS.registrants, {
      params: { id: workshop.id },
      locale: host.locale,
    });
    return {
      message: registrationNoticeMail({
        event,
        locale: host.locale,
        to: host.email,
        hostName: host.name,
        title: workshop.title,
        startsAt: session.startsAt,
        registrantName: row.name,
        waitlisted,
        guest: row.user_id === null,
        url,
        settingsUrl: url,
      }),
      key:
        event === 'registered'
          ? `host-new-registration:${row.id}`
          : `host-cancelled-registration:${row.id}`,
    };
  }
}
