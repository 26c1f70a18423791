import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { BookingModule } from '../booking/index.js';
import { ProfilesModule } from '../profiles/index.js';
import { WorkshopsModule } from '../workshops/index.js';
import './calendar-feeds.errors.js'; // registers this module's error codes
import { CalendarFeedsPersonalData } from './calendar-feeds-personal-data.js';
import { CalendarFeedsRepository } from './calendar-feeds.repository.js';
import { CalendarFeedsResolver } from './calendar-feeds.resolver.js';
import { CalendarFeedsRestController } from './calendar-feeds.rest.controller.js';
import { CalendarFeedsService } from './calendar-feeds.service.js';
import { CalendarFeed } from './entities/calendar-feed.entity.js';

/** Subscribable calendar feeds: the Academy's public ones and the members' private ones. */
@Module({
  imports: [
    TypeOrmModule.forFeature([CalendarFeed]),
    AuthModule,
    BookingModule,
    WorkshopsModule,
    ProfilesModule,
  ],
  controllers: [CalendarFeedsRestController],
  providers: [
    CalendarFeedsRepository,
    CalendarFeedsService,
    CalendarFeedsResolver,
    CalendarFeedsPersonalData,
  ],
})
export class CalendarFeedsModule {}
