import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../core/database/returning.js';
import { RetentionContributors } from '../retention/index.js';

/** Sent mails: recipient and subject stay this long (the body goes at sending). */
const SENT_MAIL_DAYS = 30;
/** Mails that failed for good: kept with their body this long for an admin to resend. */
const FAILED_MAIL_DAYS = 90;

/** Mail's share of the daily retention: the record of sent mails and mails that failed for good. */
@Injectable()
export class MailRetention implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly retention: RetentionContributors,
  ) {}

  onModuleInit(): void {
    this.retention.register({ order: 20, purge: (now) => this.purge(now) });
  }

  private async purge(now: Date): Promise<Record<string, number>> {
    return {
      sentMails: await this.remove(
        `DELETE FROM mail_outbox
         WHERE status = 'sent' AND sent_at < $1::timestamptz - make_interval(days => $2) RETURNING id`,
        [now, SENT_MAIL_DAYS],
      ),
      failedMails: await this.remove(
        `DELETE FROM mail_outbox
         WHERE status = 'failed' AND updated_at < $1::timestamptz - make_interval(days => $2) RETURNING id`,
        [now, FAILED_MAIL_DAYS],
      ),
    };
  }

  private async remove(sql: string, params: unknown[]): Promise<number> {
    return (await queryReturning(this.dataSource, sql, params)).length;
  }
}
