import { Module } from '@nestjs/common';
import { BookingDemoSeeder } from './booking-demo.seeder.js';
import { BookingRestController } from './booking.rest.controller.js';
import { BookingResolver } from './booking.resolver.js';
import { BookingService } from './booking.service.js';
import { ConsultantsAdminService } from './consultants-admin.service.js';

@Module({
  controllers: [BookingRestController],
  providers: [BookingService, ConsultantsAdminService, BookingResolver, BookingDemoSeeder],
})
export class BookingModule {}
