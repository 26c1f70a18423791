import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { BookingModule } from '../booking/index.js';
import { ProfilesModule } from '../profiles/index.js';
import { CalendarConnectionsRepository } from './calendar-connections.repository.js';
import { CalendarConnectionsService } from './calendar-connections.service.js';
import { CalendarSyncPersonalData } from './calendar-sync-personal-data.js';
import { CalendarSyncResolver } from './calendar-sync.resolver.js';
import { CalendarSyncService } from './calendar-sync.service.js';
import './calendar-sync.errors.js'; // registers this module's error codes
import { CalendarBusyTime } from './entities/calendar-busy-time.entity.js';
import { CalendarConnection } from './entities/calendar-connection.entity.js';

/** Consultants' own calendars: busy times kept out of the slots, bookings written into them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([CalendarConnection, CalendarBusyTime]),
    AuthModule,
    BookingModule,
    ProfilesModule,
  ],
  providers: [
    CalendarConnectionsRepository,
    CalendarSyncService,
    CalendarConnectionsService,
    CalendarSyncResolver,
    CalendarSyncPersonalData,
  ],
})
export class CalendarSyncModule {}
