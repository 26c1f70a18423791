import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AdminCounters } from '../../core/admin-counters/admin-counters.js';
import { TicketsRepository } from './tickets.repository.js';

/** The admin tab's "open tickets": the queue filtered to status "open". */
@Injectable()
export class OpenTicketsCounter implements OnModuleInit {
  constructor(
    private readonly rows: TicketsRepository,
    private readonly counters: AdminCounters,
  ) {}

  onModuleInit(): void {
    this.counters.register('openTickets', () => this.rows.openCount());
  }
}
