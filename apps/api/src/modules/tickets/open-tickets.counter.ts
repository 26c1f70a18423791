import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdminCounters } from '../../core/admin-counters/admin-counters.js';

/** The admin tab's "open tickets": the queue filtered to status "open". */
@Injectable()
export class OpenTicketsCounter implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counters: AdminCounters,
  ) {}

  onModuleInit(): void {
    this.counters.register('openTickets', async () => {
      const [row] = await this.dataSource.query<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM tickets WHERE status = 'open'`,
      );
      return row.n;
    });
  }
}
