import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { requestContext } from '../../core/context/request-context.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { MailService } from '../mail/mail.service.js';
import { contactMails } from './contact-mails.js';
import type {
  ContactMessageInput,
  MarketingWorkshopRegistrationInput,
} from './dto/contact.inputs.js';
import { ContactMessage } from './entities/contact-message.entity.js';
import { MarketingWorkshopRegistration } from './entities/marketing-workshop-registration.entity.js';

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
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
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
    const saved = await this.dataSource.getRepository(ContactMessage).save({
      name: input.name,
      email: input.email.toLowerCase(),
      message: input.message,
      locale,
    });
    await this.mail.send(contactMails.toInbox(this.config.contactInbox, saved));
    await this.mail.send(contactMails.acknowledgement(locale, saved.email, saved.name));
  }

  async registerForMarketingWorkshop(input: MarketingWorkshopRegistrationInput): Promise<void> {
    await this.limiter.hitIpAndAccount(
      'marketing-workshop',
      input.email,
      { limit: 10, windowMs: HOUR },
      { limit: 3, windowMs: HOUR },
    );
    if (this.isBot(input.website)) return;
    const locale = requestContext.locale();
    const saved = await this.dataSource.getRepository(MarketingWorkshopRegistration).save({
      name: input.name,
      email: input.email.toLowerCase(),
      organisation: input.organisation || null,
      experience: input.experience || null,
      goals: input.goals,
      message: input.message || null,
      locale,
    });
    await this.mail.send(contactMails.workshopConfirmation(locale, saved.email, saved.name));
    await this.mail.send({
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
    });
  }

  private isBot(honeypot: string | undefined): boolean {
    if (!honeypot) return false;
    this.logger.warn('honeypot filled: submission ignored');
    return true;
  }
}
