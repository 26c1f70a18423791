import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdminCounters } from '../../core/admin-counters/admin-counters.js';

/** The admin tab's "open payments": the rows of the open-invoice list (cancelled ones are settled). */
@Injectable()
export class OpenPaymentsCounter implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counters: AdminCounters,
  ) {}

  onModuleInit(): void {
    this.counters.register('openPayments', async () => {
      const [row] = await this.dataSource.query<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM invoices
         WHERE kind = 'invoice' AND payment_state = 'open' AND cancelled_by_id IS NULL`,
      );
      return row.n;
    });
  }
}
