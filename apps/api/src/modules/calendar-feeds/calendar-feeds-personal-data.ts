import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MyDataService } from '../profiles/index.js';
import { CalendarFeedsRepository } from './calendar-feeds.repository.js';
import { CalendarFeedsService } from './calendar-feeds.service.js';

/**
 * A member's private calendar feeds: in their data download (which feeds, their addresses and
 * when they were issued: the address is the member's own, as the feed box shows it) and deleted
 * with the account.
 */
@Injectable()
export class CalendarFeedsPersonalData implements OnModuleInit {
  constructor(
    private readonly feeds: CalendarFeedsService,
    private readonly rows: CalendarFeedsRepository,
    private readonly myData: MyDataService,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'calendar_feeds',
      export: (user) => this.feeds.exportOf(user.id),
      eraseWithAccount: (user, manager) => this.rows.deleteOf(user.id, manager),
    });
  }
}
