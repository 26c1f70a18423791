import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RegistrationsService } from './registrations.service.js';

const EVERY_MS = 60_000;

/**
 * Triggers keep `academy_listing` in step with every write; only the passing of time needs help:
 * when a listed "next session" has begun, the workshop's following session becomes the next.
 * Until then (at most a minute) the listing simply leaves that workshop out. The same minute
 * hands seats that grew (a raised capacity) to the waitlist. Safe to run on every instance at
 * once (an idempotent upsert; seats taken by conditional UPDATE).
 */
@Injectable()
export class ListingRefresherService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Academy');
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registrations: RegistrationsService,
  ) {}

  onApplicationBootstrap(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  private async tick(): Promise<void> {
    await this.refreshStarted();
    try {
      await this.registrations.fillFreeSeats();
    } catch (error) {
      this.logger.error({ msg: 'filling free seats from the waitlist failed', error });
    }
  }

  /** Moves every listed workshop whose next session has begun on to its following one. */
  async refreshStarted(): Promise<number> {
    try {
      const rows = await this.dataSource.query<unknown[]>(
        `SELECT academy_listing_refresh(workshop_id) FROM academy_listing
         WHERE next_starts_at <= now()`,
      );
      return rows.length;
    } catch (error) {
      this.logger.error({ msg: 'listing refresh failed', error });
      return 0;
    }
  }
}
