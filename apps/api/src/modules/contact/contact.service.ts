import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { requestContext } from '../../core/context/request-context.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import type { RegistrationModel } from '../academy/models/registration.model.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { contactMails } from './contact-mails.js';
import type {
  ContactMessageInput,
  MarketingWorkshopRegistrationInput,
} from './dto/contact.inputs.js';
import { ContactRepository } from './contact.repository.js';
import { FlagshipRegistrationService } from './flagship-registration.service.js';

const HOUR = 3_600_000;

/**
 * The public forms: contact messages and sign-ups for the flagship workshop. Stored, mailed,
 * acknowledged; rate-limited per address; a filled honeypot gets the same answer and nothing
 * else happens.
 */
@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    private readonly flagship: FlagshipRegistrationService,
    private readonly forms: ContactRepository,
  ) {}

  async sendMessage(input: ContactMessageInput): Promise<void> {
    await this.limiter.hitIpAndAccount(
      'contact',
      input.email,
      { limit: 5, windowMs: HOUR },
      { limit: 3, windowMs: HOUR },
    );
    if (this.isBot(input.website)) return;
    const locale = requestContext.locale();
    await this.dataSource.transaction(async (manager) => {
      const saved = await this.forms.insertMessage(manager, {
        name: input.name,
        email: input.email.toLowerCase(),
        message: input.message,
        locale,
      });
      await this.outbox.enqueue(contactMails.toInbox(this.config.contactInbox, saved), {
        key: `contact-inbox:${saved.id}`,
        manager,
      });
      await this.outbox.enqueue(contactMails.acknowledgement(locale, saved.email), {
        key: `contact-acknowledgement:${saved.id}`,
        manager,
      });
    });
  }

  /**
   * With a chosen date the sign-up takes a real Academy seat (see FlagshipRegistrationService)
   * and resolves with the registration; without one (no dates exist) it is stored and mailed as
   * before, and resolves with null.
   */
  async registerForMarketingWorkshop(
    input: MarketingWorkshopRegistrationInput,
    viewer: AuthenticatedUser | null = null,
  ): Promise<RegistrationModel | null> {
    await this.limiter.hitIpAndAccount(
      'marketing-workshop',
      input.email,
      { limit: 10, windowMs: HOUR },
      { limit: 3, windowMs: HOUR },
    );
    if (this.isBot(input.website)) return null;
    const { sessionId } = input;
    if (sessionId) return this.flagship.register({ ...input, sessionId }, viewer);
    const locale = requestContext.locale();
    await this.dataSource.transaction(async (manager) => {
      const saved = await this.forms.insertWorkshopSignUp(manager, {
        name: input.name,
        email: input.email.toLowerCase(),
        organisation: input.organisation || null,
        experience: input.experience || null,
        goals: input.goals,
        message: input.message || null,
        locale,
      });
      await this.outbox.enqueue(contactMails.workshopConfirmation(locale, saved.email), {
        key: `marketing-workshop-confirmation:${saved.id}`,
        manager,
      });
      await this.outbox.enqueue(
        {
          ...contactMails.toInbox(this.config.contactInbox, {
            name: saved.name,
            email: saved.email,
            message: [
              `Organisation: ${saved.organisation ?? '-'}`,
              `Vorerfahrung: ${saved.experience ?? '-'}`,
              `Ziele: ${saved.goals}`,
              `Nachricht: ${saved.message ?? '-'}`,
            ].join('\n'),
          }),
          subject: `Workshop-Anmeldung von ${saved.name}`,
        },
        { key: `marketing-workshop-inbox:${saved.id}`, manager },
      );
    });
    return null;
  }

  private isBot(honeypot: string | undefined): boolean {
    if (!honeypot) return false;
    this.logger.warn('honeypot filled: submission ignored');
    return true;
  }
}
