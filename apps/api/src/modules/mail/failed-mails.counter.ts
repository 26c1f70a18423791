import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdminCounters } from '../../core/admin-counters/admin-counters.js';

/** The admin tab's "failed mails": the outbox rows its failed-mail list shows. */
@Injectable()
export class FailedMailsCounter implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counters: AdminCounters,
  ) {}

  onModuleInit(): void {
    this.counters.register('failedMails', async () => {
      const [row] = await this.dataSource.query<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'failed'`,
      );
      return row.n;
    });
  }
}
