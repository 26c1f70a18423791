import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { ProfilesModule } from '../profiles/index.js';
import { BookingCalendarHooks } from './booking-calendar-hooks.js';
import { BookingCalendarRepository } from './booking-calendar.repository.js';
import { BookingCalendarService } from './booking-calendar.service.js';
import { BookingPersonalData } from './booking-personal-data.js';
import { BookingDemoSeeder } from './booking-demo.seeder.js';
import { BookingRestController } from './booking.rest.controller.js';
import { BookingResolver } from './booking.resolver.js';
import { BookingRemindersJob } from './booking-reminders.job.js';
import { BookingService } from './booking.service.js';
import { ConsultantsAdminService } from './consultants-admin.service.js';
import { BookingQuestionsService } from './booking-questions.service.js';
import { AvailabilityWindow } from './entities/availability-window.entity.js';
import { Booking } from './entities/booking.entity.js';
import { Consultant } from './entities/consultant.entity.js';
import { DayOff } from './entities/day-off.entity.js';
import './booking.errors.js'; // registers this module's error codes
import { BookingsRepository } from './bookings.repository.js';
import { ConsultantsRepository } from './consultants.repository.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Consultant, AvailabilityWindow, DayOff, Booking]),
    AuthModule,
    ProfilesModule,
  ],
  controllers: [BookingRestController],
  providers: [
    BookingService,
    BookingsRepository,
    ConsultantsRepository,
    ConsultantsAdminService,
    BookingQuestionsService,
    BookingResolver,
    BookingDemoSeeder,
    BookingPersonalData,
    BookingRemindersJob,
    BookingCalendarRepository,
    BookingCalendarService,
    BookingCalendarHooks,
  ],
  exports: [BookingCalendarService, BookingCalendarHooks],
})
export class BookingModule {}
