import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { JobHelpers } from 'graphile-worker';
import { DomainError } from '../../core/errors/domain-error.js';
import { JobRegistry } from '../../core/jobs/job-registry.js';
import { MailComposers } from './mail-composers.js';
import { isComposedWhenSent, type MailMessage } from './mail-message.js';
import { MailService } from './mail.service.js';
import { SEND_MAIL_TASK } from './mail-retry.js';
import { MailOutboxRepository, type OutboxRow } from './mail-outbox.repository.js';
import { fromStoredMail } from './mail-serialization.js';

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
    private readonly outbox: MailOutboxRepository,
    private readonly mail: MailService,
    private readonly composers: MailComposers,
    private readonly jobs: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.jobs.task(SEND_MAIL_TASK, (payload, helpers) =>
      this.send((payload as { id: string }).id, helpers),
    );
  }

  async send(id: string, helpers: Pick<JobHelpers, 'job'>): Promise<void> {
    const row = await this.outbox.byId(id);
    if (!row || row.status !== 'queued' || !row.message) return;
    const attempt = helpers.job.attempts;
    let message: MailMessage | null = null;
    try {
      message = await this.messageOf(row.message);
      if (!message) {
        await this.outbox.discard(id);
        return;
      }
      await this.mail.send(message);
    } catch (error) {
      // A refused header never gets better: no point in retrying it for a day.
      const final = attempt >= helpers.job.max_attempts || error instanceof DomainError;
      const reason = describe(error);
      await this.outbox.recordFailedAttempt(id, reason, final, this.newSubject(row, message));
      if (!final) throw error;
      this.logger.error({ msg: 'mail finally failed', key: row.key, attempts: attempt, reason });
      return;
    }
    await this.outbox.markSent(id, this.newSubject(row, message));
  }

  /** The message to send: stored, or composed now (null: nothing to send any more). */
  private messageOf(stored: NonNullable<OutboxRow['message']>): Promise<MailMessage | null> {
    return isComposedWhenSent(stored)
      ? this.composers.compose(stored)
      : Promise.resolve(fromStoredMail(stored));
  }

  /** The subject of a mail composed for this attempt (its row was queued without one). */
  private newSubject(row: OutboxRow, message: MailMessage | null): string | null {
    return message && row.message && isComposedWhenSent(row.message) ? message.subject : null;
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}
