import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BookingCalendarService } from '../booking/index.js';
import { MyDataService } from '../profiles/index.js';
import { CalendarConnectionsRepository } from './calendar-connections.repository.js';
import { hostOf } from './caldav-client.js';

/**
 * A consultant's connected calendar in their data download (never the password or the secret
 * address). It goes with the account: the consultant record cascades, and the connection with it.
 */
@Injectable()
export class CalendarSyncPersonalData implements OnModuleInit {
  constructor(
    private readonly connections: CalendarConnectionsRepository,
    private readonly bookings: BookingCalendarService,
    private readonly myData: MyDataService,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'connected_calendar',
      export: async (user) => {
        const consultantId = await this.bookings.consultantIdOf(user.id);
        const row = consultantId ? await this.connections.ofConsultant(consultantId) : undefined;
        if (!row) return null;
        return {
          kind: row.kind,
          host: hostOf(row.calendar_url),
          calendar_name: row.calendar_name,
          username: row.username,
          connected_at: row.created_at,
          last_synced_at: row.last_synced_at,
        };
      },
    });
  }
}
