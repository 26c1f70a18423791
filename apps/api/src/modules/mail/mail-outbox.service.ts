import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Tx } from '../../core/database/sql-repository.js';
import { addJob, addJobs } from '../../core/jobs/job-queue.js';
import { assertSafeHeaders } from './mail-headers.js';
import { isComposedWhenSent, type QueuedMail } from './mail-message.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MAIL_MAX_ATTEMPTS, SEND_MAIL_TASK } from './mail-retry.js';
import { type StoredOutboxMail, toStoredOutboxMail } from './mail-serialization.js';

export interface EnqueueMailOptions {
  /**
   * Idempotency key: a second enqueue with the same key is ignored, so a retried request or a
   * re-run scheduled job never mails twice (for example `registration-confirmed:<id>`).
   */
  key: string;
  /** The transaction of the change the mail reports: the mail is queued only if it commits. */
  manager?: EntityManager;
}

/**
 * The one way product code sends e-mail: enqueue it beside the change it reports.
 *
 * The mail is written to `mail_outbox` (unique key: sent once, even after the job is gone) and a
 * `send_mail` job is added with graphile-worker's `add_job`, both through the caller's
 * transaction: a rolled-back change mails nobody, a committed one is mailed by the worker even
 * if SMTP is down right now (retries with exponential backoff, see `mail-retry.ts`).
 */
@Injectable()
export class MailOutbox {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxRepository,
  ) {}

  async enqueue(message: QueuedMail, options: EnqueueMailOptions): Promise<void> {
    // Checked here too, so a bad header fails the request that made it, not a job much later.
    if (!isComposedWhenSent(message)) assertSafeHeaders(message);
    if (options.manager) return this.insert(options.manager, message, options.key);
    await this.dataSource.transaction((manager) => this.insert(manager, message, options.key));
  }

  /**
   * Several mails of one change (or of many changes committed together) queued through
   * `manager` in two statements, each under its key as `enqueue` does: for a transaction that
   * queues many mails at once (a batch of registrations), not one round trip per mail.
   */
  async enqueueMany(
    mails: ReadonlyArray<{ message: QueuedMail; key: string }>,
    manager: EntityManager,
  ): Promise<void> {
    for (const { message } of mails) if (!isComposedWhenSent(message)) assertSafeHeaders(message);
    const ids = await this.outbox.insertMany(
      manager,
      mails.map(({ message, key }) => outboxRow(message, key)),
    );
    await addJobs(
      manager,
      SEND_MAIL_TASK,
      ids.map((id) => ({ payload: { id }, jobKey: `mail:${id}` })),
      { maxAttempts: MAIL_MAX_ATTEMPTS },
    );
  }

  private async insert(tx: Tx, message: QueuedMail, key: string): Promise<void> {
    const id = await this.outbox.insert(tx, outboxRow(message, key));
    if (id === null) return; // already queued or sent under this key
    await addJob(
      tx,
      SEND_MAIL_TASK,
      { id },
      { jobKey: `mail:${id}`, maxAttempts: MAIL_MAX_ATTEMPTS },
    );
  }
}

/**
 * The outbox row of a mail. One composed when sent gets its subject when it is composed; until
 * then (and if composing fails for good) the admins' list shows its kind.
 */
function outboxRow(
  message: QueuedMail,
  key: string,
): { key: string; recipient: string; subject: string; message: StoredOutboxMail } {
  return {
    key,
    recipient: message.to.slice(0, 254),
    subject: isComposedWhenSent(message)
      ? `(${message.compose.kind})`
      : message.subject.slice(0, 500),
    message: toStoredOutboxMail(message),
  };
}
