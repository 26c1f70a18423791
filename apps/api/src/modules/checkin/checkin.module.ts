import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DEVICE_TOKEN_CHECK } from '../../core/auth/device-token.js';
import { AuthModule } from '../auth/index.js';
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
import { CheckInDeviceToken } from './entities/check-in-device-token.entity.js';
import { AttendanceResolver } from './attendance.resolver.js';
import { AttendanceService } from './attendance.service.js';
import { DeviceTokensRepository } from './device-tokens.repository.js';
import { DeviceTokensService } from './device-tokens.service.js';
import { JoinLinkController } from './join-link.controller.js';
import { JoinLinkService } from './join-link.service.js';
import './checkin.errors.js'; // registers this module's error codes

/**
 * Check-in at a session: the check-ins and the helpers a host names. Sessions and
 * registrations (and their check-in codes) are the workshops module's, read through its
 * `CheckInRoster`.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([CheckIn, CheckInHelper, CheckInDeviceToken]),
    WorkshopsModule,
    ProfilesModule,
    AuthModule,
  ],
  controllers: [CheckinRestController, JoinLinkController],
  providers: [
    Attendance,
    CheckinService,
    CheckinRepository,
    CheckinResolver,
    CheckinPersonalData,
    JoinLinkService,
    AttendanceService,
    AttendanceResolver,
    DeviceTokensService,
    DeviceTokensRepository,
    { provide: DEVICE_TOKEN_CHECK, useExisting: DeviceTokensService },
  ],
  exports: [CheckinService, Attendance],
})
export class CheckinModule {}
