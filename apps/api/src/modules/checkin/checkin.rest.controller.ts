import { Body, Controller, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CHECK_IN_HTTP_STATUS } from '@platform/domain';
import type { Response } from 'express';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { AcceptsDeviceToken } from '../../core/auth/device-token.js';
import { AttendanceService } from './attendance.service.js';
import { CheckinService } from './checkin.service.js';
import { CheckInCodeBody } from './dto/check-in.inputs.js';

/**
 * The check-in API for scanner apps and other devices: `POST /api/check-in/{sessionId}` with
 * `{ "code": "…" }` and the bearer access token of the host, an admin or a helper, or a
 * check-in device token (the only route that takes one). 200 for `checked_in` and
 * `already_checked_in`, 404 for `not_registered`, 409 for `cancelled` and `wrong_session`
 * (each with the same body), 401 without a valid token, 403 for anyone who may not check in
 * here. Beside it the host's attendance list as CSV.
 */
@Controller('api/check-in')
export class CheckinRestController {
  constructor(
    private readonly checkin: CheckinService,
    private readonly attendance: AttendanceService,
  ) {}

  @AcceptsDeviceToken()
  @Post(':sessionId')
  @HttpCode(200)
  async scan(
    @CurrentUser() user: AuthenticatedUser,
    @Param('sessionId') sessionId: string,
    @Body() body: CheckInCodeBody,
    @Res({ passthrough: true }) res: Response,
  ) {
    const result = await this.checkin.scan(user, sessionId, body.code);
    res.status(CHECK_IN_HTTP_STATUS[result.status]);
    return {
      status: result.status,
      name: result.name,
      checked_in_at: result.checkedInAt?.toISOString() ?? null,
    };
  }

  /** `GET /api/check-in/{sessionId}/attendance.csv`: name, e-mail, status, time, method. */
  @Get(':sessionId/attendance.csv')
  @Header('Cache-Control', 'no-store')
  async csv(
    @CurrentUser() user: AuthenticatedUser,
    @Param('sessionId') sessionId: string,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.attendance.csv(user, sessionId);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .attachment(file.filename)
      .send(Buffer.from(file.content, 'utf8'));
  }
}
