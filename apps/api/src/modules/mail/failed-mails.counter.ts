import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AdminCounters } from '../../core/admin-counters/admin-counters.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';

/** The admin tab's "failed mails": the outbox rows its failed-mail list shows. */
@Injectable()
export class FailedMailsCounter implements OnModuleInit {
  constructor(
    private readonly rows: MailOutboxRepository,
    private readonly counters: AdminCounters,
  ) {}

  onModuleInit(): void {
    this.counters.register('failedMails', () => this.rows.failedCount());
  }
}
