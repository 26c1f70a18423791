import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../../../core/jobs/job-registry.js';
import { WaitlistService } from '../registrations/waitlist.service.js';
import { ListingRepository } from './listing.repository.js';

/**
 * Triggers keep `academy_listing` in step with every write; only the passing of time needs help:
 * when a listed "next session" has begun, the workshop's following session becomes the next.
 * Until then (at most a minute) the listing simply leaves that workshop out. The same minute
 * hands seats that grew (a raised capacity) to the waitlist, with the move-up mail. A scheduled
 * job (`academy_minute`, each minute, once across all instances); both steps are also safe to
 * run twice (an idempotent upsert; seats taken by conditional UPDATE).
 */
@Injectable()
export class ListingRefresherService implements OnModuleInit {
  private readonly logger = new Logger('Academy');

  constructor(
    private readonly listing: ListingRepository,
    private readonly waitlist: WaitlistService,
    private readonly jobs: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.jobs.every({ name: 'academy_minute', match: '* * * * *', run: () => this.tick() });
  }

  async tick(): Promise<{ refreshed: number; movedUp: number }> {
    const refreshed = await this.refreshStarted();
    const movedUp = await this.waitlist.fillFreeSeats();
    return { refreshed, movedUp };
  }

  /** Moves every listed workshop whose next session has begun on to its following one. */
  async refreshStarted(): Promise<number> {
    try {
      return await this.listing.refreshStarted();
    } catch (error) {
      this.logger.error({ msg: 'listing refresh failed', error });
      return 0;
    }
  }
}
