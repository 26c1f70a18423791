import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { type AttendanceLine, AttendanceService } from './attendance.service.js';
import type { DeviceTokenRow } from './device-tokens.repository.js';
import { DeviceTokensService } from './device-tokens.service.js';
import { CreateCheckInDeviceTokenInput, MarkAttendanceInput } from './dto/check-in.inputs.js';
import {
  AttendanceLineModel,
  AttendanceSheetModel,
  CheckInDeviceTokenModel,
  NewCheckInDeviceTokenModel,
  SessionAttendanceStatsModel,
} from './models/attendance.model.js';

/**
 * Attendance for the host (list with ticks, figures) and device keys for scanner apps. Signed-in
 * callers only (the global guard); the services check host, admin or helper.
 */
@Resolver()
export class AttendanceResolver {
  constructor(
    private readonly attendance: AttendanceService,
    private readonly devices: DeviceTokensService,
  ) {}

  @Query(() => AttendanceSheetModel, {
    description: 'A session’s confirmed registrants and who attended (host and admins).',
  })
  async attendanceSheet(
    @CurrentUser() user: AuthenticatedUser,
    @Args('sessionId', { type: () => ID }) sessionId: string,
  ): Promise<AttendanceSheetModel> {
    const { session, lines, canMark } = await this.attendance.sheet(user, sessionId);
    return Object.assign(new AttendanceSheetModel(), {
      sessionId: session.id,
      workshopId: session.workshopId,
      title: session.title,
      format: session.format,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      canMark,
      lines: lines.map(lineModel),
    });
  }

  @Mutation(() => AttendanceLineModel, {
    description: 'The host ticks or unticks one registrant as present (from the start on).',
  })
  async markAttendance(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: MarkAttendanceInput,
  ): Promise<AttendanceLineModel> {
    return lineModel(
      await this.attendance.mark(user, input.sessionId, input.registrationId, input.attended),
    );
  }

  @Query(() => [SessionAttendanceStatsModel], {
    description: 'Per session of a workshop: registered, attended, no-shows (host and admins).',
  })
  async workshopAttendance(
    @CurrentUser() user: AuthenticatedUser,
    @Args('workshopId', { type: () => ID }) workshopId: string,
  ): Promise<SessionAttendanceStatsModel[]> {
    return (await this.attendance.workshopStats(user, workshopId)).map((s) =>
      Object.assign(new SessionAttendanceStatsModel(), s),
    );
  }

  @Query(() => [CheckInDeviceTokenModel], { description: 'The caller’s check-in device keys.' })
  async myCheckInDeviceTokens(
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CheckInDeviceTokenModel[]> {
    return (await this.devices.list(user)).map(deviceModel);
  }

  @Mutation(() => NewCheckInDeviceTokenModel, {
    description: 'Creates a named device key for scanner apps; the key is shown this once.',
  })
  async createCheckInDeviceToken(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: CreateCheckInDeviceTokenInput,
  ): Promise<NewCheckInDeviceTokenModel> {
    const { token, row } = await this.devices.create(user, input.sessionId, input.name);
    return Object.assign(new NewCheckInDeviceTokenModel(), { token, device: deviceModel(row) });
  }

  @Mutation(() => Boolean, { description: 'Revokes one of the caller’s device keys.' })
  async revokeCheckInDeviceToken(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.devices.revoke(user, id);
    return true;
  }
}

function lineModel({ registration, checkIn }: AttendanceLine): AttendanceLineModel {
  return Object.assign(new AttendanceLineModel(), {
    registrationId: registration.id,
    name: registration.name,
    email: registration.email,
    attended: checkIn !== null,
    checkedInAt: checkIn?.checked_in_at ?? null,
    method: checkIn?.method ?? null,
  });
}

function deviceModel(row: DeviceTokenRow): CheckInDeviceTokenModel {
  return Object.assign(new CheckInDeviceTokenModel(), {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  });
}
