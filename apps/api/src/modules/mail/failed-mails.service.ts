import { isUuid } from '@platform/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../core/errors/domain-error.js';
import { addJob } from '../../core/jobs/job-queue.js';
import { type FailedMailRow, MailOutboxRepository } from './mail-outbox.repository.js';
import { MAIL_MAX_ATTEMPTS, SEND_MAIL_TASK } from './mail-retry.js';
import type { FailedMailModel } from './models/failed-mail.model.js';
import { AuditLogService } from '../audit/index.js';

const LIST_LIMIT = 200;

/** Mails that finally failed: the admins' list and "send again". */
@Injectable()
export class FailedMailsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxRepository,
    private readonly audit: AuditLogService,
  ) {}

  async list(): Promise<FailedMailModel[]> {
    return (await this.outbox.failed(LIST_LIMIT)).map(toModel);
  }

  /** Queues a failed mail again with a fresh set of attempts. */
  async sendAgain(id: string): Promise<FailedMailModel> {
    if (!isUuid(id)) throw new DomainError('MAIL_NOT_FOUND');
    return this.dataSource.transaction(async (manager) => {
      const row = await this.outbox.requeueFailed(manager, id);
      if (!row) throw new DomainError('MAIL_NOT_FOUND');
      await addJob(
        manager,
        SEND_MAIL_TASK,
        { id: row.id },
        { jobKey: `mail:${row.id}`, maxAttempts: MAIL_MAX_ATTEMPTS },
      );
      await this.audit.record(
        {
          action: 'mail.resent',
          target: { type: 'mail', id: row.id },
          before: { status: 'failed', lastError: row.last_error },
          after: { status: 'queued', recipient: row.recipient, subject: row.subject },
        },
        manager,
      );
      return toModel(row);
    });
  }
}

function toModel(row: FailedMailRow): FailedMailModel {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    lastError: row.last_error,
    attempts: row.attempts,
    status: row.status,
    createdAt: row.created_at,
    failedAt: row.updated_at,
  };
}
