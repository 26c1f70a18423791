import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AdminCounters } from '../../core/admin-counters/admin-counters.js';
import { PaymentsRepository } from './payments.repository.js';

/** The admin tab's "open payments": the rows of the open-invoice list (cancelled ones are settled). */
@Injectable()
export class OpenPaymentsCounter implements OnModuleInit {
  constructor(
    private readonly rows: PaymentsRepository,
    private readonly counters: AdminCounters,
  ) {}

  onModuleInit(): void {
    this.counters.register('openPayments', () => this.rows.openInvoiceCount());
  }
}
