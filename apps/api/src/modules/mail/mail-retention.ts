import { Injectable, type OnModuleInit } from '@nestjs/common';
import { RetentionContributors } from '../retention/index.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';

/** Sent mails: recipient and subject stay this long (the body goes at sending). */
const SENT_MAIL_DAYS = 30;
/** Mails that failed for good: kept with their body this long for an admin to resend. */
const FAILED_MAIL_DAYS = 90;

/** Mail's share of the daily retention: the record of sent mails and mails that failed for good. */
@Injectable()
export class MailRetention implements OnModuleInit {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly retention: RetentionContributors,
  ) {}

  onModuleInit(): void {
    this.retention.register({ order: 20, purge: (now) => this.purge(now) });
  }

  private async purge(now: Date): Promise<Record<string, number>> {
    return {
      sentMails: await this.outbox.deleteSentBefore(now, SENT_MAIL_DAYS),
      failedMails: await this.outbox.deleteFailedBefore(now, FAILED_MAIL_DAYS),
    };
  }
}
