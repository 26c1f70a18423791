import { Inject, Injectable } from '@nestjs/common';
import { FLAGSHIP_WORKSHOP_SLUG } from '@platform/domain';
import type { EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { requestContext } from '../../../core/context/request-context.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import type { RegistrationModel } from '../registrations/models/registration.model.js';
import type { RegistrationRow } from '../registrations/registration-row.js';
import { RegistrationsService } from '../registrations/registrations.service.js';
import { MailOutbox } from '../../mail/index.js';
import { SessionSeatsService } from '../sessions/session-seats.service.js';
import { flagshipMails } from './flagship-mails.js';
import type { MarketingWorkshopRegistrationInput } from './dto/flagship-sign-up.input.js';
import { FlagshipSignUpsRepository } from './flagship-sign-ups.repository.js';

/**
 * A sign-up on the flagship page that takes a real seat: the chosen session must belong to the
 * Academy workshop named by FLAGSHIP_WORKSHOP_SLUG; the seat (capacity, waitlist, confirmation
 * mail with .ics and cancel link) is taken by RegistrationsService, and the sign-up row with the
 * spec's extra fields plus the note to the inbox are written in that same transaction.
 */
@Injectable()
export class FlagshipRegistrationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly registrations: RegistrationsService,
    private readonly sessions: SessionSeatsService,
    private readonly signUps: FlagshipSignUpsRepository,
  ) {}

  async register(
    input: MarketingWorkshopRegistrationInput & { sessionId: string },
    viewer: AuthenticatedUser | null,
  ): Promise<RegistrationModel> {
    await this.assertFlagshipSession(input.sessionId);
    const request = {
      sessionId: input.sessionId,
      joinWaitlist: Boolean(input.joinWaitlist),
      checkout: input.checkout,
      alsoInTransaction: (manager: EntityManager, row: RegistrationRow) =>
        this.storeSignUp(manager, row, input),
    };
    return viewer
      ? this.registrations.registerMember(viewer, request)
      : this.registrations.registerGuest(input.name, input.email, request);
  }

  private async assertFlagshipSession(sessionId: string): Promise<void> {
    const workshop = (await this.sessions.facts(sessionId))?.workshop;
    if (workshop?.slug !== FLAGSHIP_WORKSHOP_SLUG || !workshop.isApproved)
      throw new DomainError('REGISTRATION_SESSION_NOT_FOUND');
  }

  private async storeSignUp(
    manager: EntityManager,
    row: RegistrationRow,
    input: MarketingWorkshopRegistrationInput,
  ): Promise<void> {
    const saved = await this.signUps.insert(manager, {
      name: row.name,
      email: row.email,
      organisation: input.organisation || null,
      experience: input.experience || null,
      goals: input.goals,
      message: input.message || null,
      locale: requestContext.locale(),
      registrationId: row.id,
    });
    await this.outbox.enqueue(flagshipMails.toInbox(this.config.contactInbox, saved, row.status), {
      key: `marketing-workshop-inbox:${saved.id}`,
      manager,
    });
  }
}
