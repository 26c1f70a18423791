import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { requestContext } from '../../../core/context/request-context.js';
import { RateLimiter } from '../../../core/rate-limit/rate-limiter.js';
import { honeypotFilled } from '../../../core/validation/honeypot.js';
import { MailOutbox } from '../../mail/index.js';
import type { RegistrationModel } from '../registrations/models/registration.model.js';
import type { MarketingWorkshopRegistrationInput } from './dto/flagship-sign-up.input.js';
import { FlagshipSignUpsRepository } from './flagship-sign-ups.repository.js';
import { flagshipMails } from './flagship-mails.js';
import { FlagshipRegistrationService } from './flagship-registration.service.js';

const HOUR = 3_600_000;

/**
 * The flagship page's sign-up form: rate-limited per address; a filled honeypot gets the same
 * answer and nothing else happens.
 */
@Injectable()
export class FlagshipSignUpService {
  private readonly logger = new Logger('Flagship');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    private readonly flagship: FlagshipRegistrationService,
    private readonly signUps: FlagshipSignUpsRepository,
  ) {}

  /**
   * With a chosen date the sign-up takes a real Academy seat (see FlagshipRegistrationService)
   * and resolves with the registration; without one (no dates exist) it is stored and mailed as
   * before, and resolves with null.
   */
  async signUp(
    input: MarketingWorkshopRegistrationInput,
    viewer: AuthenticatedUser | null = null,
  ): Promise<RegistrationModel | null> {
    await this.limiter.hitIpAndAccount(
      'marketing-workshop',
      input.email,
      { limit: 10, windowMs: HOUR },
      { limit: 3, windowMs: HOUR },
    );
    if (honeypotFilled(input.website, this.logger)) return null;
    const { sessionId } = input;
    if (sessionId) return this.flagship.register({ ...input, sessionId }, viewer);
    const locale = requestContext.locale();
    await this.dataSource.transaction(async (manager) => {
      const saved = await this.signUps.insert(manager, {
        name: input.name,
        email: input.email.toLowerCase(),
        organisation: input.organisation || null,
        experience: input.experience || null,
        goals: input.goals,
        message: input.message || null,
        locale,
      });
      await this.outbox.enqueue(flagshipMails.confirmation(locale, saved.email), {
        key: `marketing-workshop-confirmation:${saved.id}`,
        manager,
      });
      await this.outbox.enqueue(flagshipMails.toInbox(this.config.contactInbox, saved), {
        key: `marketing-workshop-inbox:${saved.id}`,
        manager,
      });
    });
    return null;
  }
}
