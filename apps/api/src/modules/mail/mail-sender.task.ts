import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { JobHelpers } from 'graphile-worker';
import { DataSource } from 'typeorm';
import { DomainError } from '../../core/errors/domain-error.js';
import { JobRegistry } from '../../core/jobs/job-registry.js';
import { MailService } from './mail.service.js';
import { SEND_MAIL_TASK } from './mail-retry.js';
import { fromStoredMail, type StoredMail } from './mail-serialization.js';

interface OutboxRow {
  id: string;
  key: string;
  status: string;
  message: StoredMail | null;
}

/**
 * The `send_mail` task: sends one outbox mail. A failed attempt is recorded and thrown, so
 * graphile-worker retries it later (exponential backoff); the last attempt marks the mail
 * failed, logs it at error level (key and error, never the body) and ends the job, leaving the
 * mail for the admins' "failed e-mails" list.
 */
@Injectable()
export class MailSenderTask implements OnModuleInit {
  private readonly logger = new Logger('MailOutbox');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly jobs: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.jobs.task(SEND_MAIL_TASK, (payload, helpers) =>
      this.send((payload as { id: string }).id, helpers),
    );
  }

  async send(id: string, helpers: Pick<JobHelpers, 'job'>): Promise<void> {
    const [row] = await this.dataSource.query<OutboxRow[]>(
      'SELECT id, key, status, message FROM mail_outbox WHERE id = $1',
      [id],
    );
    if (!row || row.status !== 'queued' || !row.message) return;
    const attempt = helpers.job.attempts;
    try {
      await this.mail.send(fromStoredMail(row.message));
    } catch (error) {
      // A refused header never gets better: no point in retrying it for a day.
      const final = attempt >= helpers.job.max_attempts || error instanceof DomainError;
      const reason = describe(error);
      await this.dataSource.query(
        `UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2, status = $3,
                updated_at = now() WHERE id = $1`,
        [id, reason, final ? 'failed' : 'queued'],
      );
      if (!final) throw error;
      this.logger.error({ msg: 'mail finally failed', key: row.key, attempts: attempt, reason });
      return;
    }
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = 'sent', message = NULL, sent_at = now(), last_error = NULL,
              attempts = attempts + 1, updated_at = now() WHERE id = $1`,
      [id],
    );
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}
