import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { BookingPersonalData } from './booking-personal-data.js';
import { BookingDemoSeeder } from './booking-demo.seeder.js';
import { BookingRestController } from './booking.rest.controller.js';
import { BookingResolver } from './booking.resolver.js';
import { BookingRemindersJob } from './booking-reminders.job.js';
import { BookingService } from './booking.service.js';
import { ConsultantsAdminService } from './consultants-admin.service.js';

@Module({
  imports: [ProfilesModule],
  controllers: [BookingRestController],
  providers: [
    BookingService,
    ConsultantsAdminService,
    BookingResolver,
    BookingDemoSeeder,
    BookingPersonalData,
    BookingRemindersJob,
  ],
})
export class BookingModule {}
