import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdminCounters } from '../../core/admin-counters/admin-counters.js';

/**
 * The admin tab's "pending approvals": the workshops of the approval list (unapproved, or with
 * a new poster or new texts waiting), by the same condition as `WorkshopReviewService.pending`.
 */
@Injectable()
export class PendingApprovalsCounter implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counters: AdminCounters,
  ) {}

  onModuleInit(): void {
    this.counters.register('pendingApprovals', async () => {
      const [row] = await this.dataSource.query<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM workshops
         WHERE NOT is_approved OR pending_poster_media_id IS NOT NULL
            OR pending_title IS NOT NULL OR pending_description IS NOT NULL`,
      );
      return row.n;
    });
  }
}
