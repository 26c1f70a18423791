import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AdminCounters } from '../../core/admin-counters/admin-counters.js';
import { WorkshopsRepository } from './hosting/workshops.repository.js';

/**
 * The admin tab's "pending approvals": the workshops of the approval list (unapproved, or with
 * a new poster or new texts waiting), by the same condition as `WorkshopReviewService.pending`.
 */
@Injectable()
export class PendingApprovalsCounter implements OnModuleInit {
  constructor(
    private readonly workshops: WorkshopsRepository,
    private readonly counters: AdminCounters,
  ) {}

  onModuleInit(): void {
    this.counters.register('pendingApprovals', () => this.workshops.pendingCount());
  }
}
