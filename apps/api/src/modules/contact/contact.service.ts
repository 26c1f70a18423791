import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { requestContext } from '../../core/context/request-context.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { honeypotFilled } from '../../core/validation/honeypot.js';
import { MailOutbox } from '../mail/index.js';
import { contactMails } from './contact-mails.js';
import type { ContactMessageInput } from './dto/contact.inputs.js';
import { ContactRepository } from './contact.repository.js';

const HOUR = 3_600_000;

/**
 * The contact form: stored, mailed, acknowledged; rate-limited per address; a filled honeypot
 * gets the same answer and nothing else happens. (The flagship workshop's sign-up lives in the
 * workshops module.)
 */
@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    private readonly forms: ContactRepository,
  ) {}

  async sendMessage(input: ContactMessageInput): Promise<void> {
    await this.limiter.hitIpAndAccount(
      'contact',
      input.email,
      { limit: 5, windowMs: HOUR },
      { limit: 3, windowMs: HOUR },
    );
    if (honeypotFilled(input.website, this.logger)) return;
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
}
