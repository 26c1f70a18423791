import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfilesModule } from '../profiles/index.js';
import { WorkshopsModule } from '../workshops/index.js';
import { Attendance } from './attendance.js';
import { CheckinPersonalData } from './checkin-personal-data.js';
import { CheckinRepository } from './checkin.repository.js';
import { CheckinResolver } from './checkin.resolver.js';
import { CheckinRestController } from './checkin.rest.controller.js';
import { CheckinService } from './checkin.service.js';
import { CheckInHelper } from './entities/check-in-helper.entity.js';
import { CheckIn } from './entities/check-in.entity.js';
import './checkin.errors.js'; // registers this module's error codes

/**
 * Check-in at a session: the check-ins and the helpers a host names. Sessions and
 * registrations (and their check-in codes) are the workshops module's, read through its
 * `CheckInRoster`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CheckIn, CheckInHelper]), WorkshopsModule, ProfilesModule],
  controllers: [CheckinRestController],
  providers: [Attendance, CheckinService, CheckinRepository, CheckinResolver, CheckinPersonalData],
  exports: [CheckinService, Attendance],
})
export class CheckinModule {}
