import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CHECK_IN_HTTP_STATUS } from '@platform/domain';
import type { Response } from 'express';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { CheckinService } from './checkin.service.js';
import { CheckInCodeBody } from './dto/check-in.inputs.js';

/**
 * The check-in API for scanner apps and other devices: `POST /api/check-in/{sessionId}` with
 * `{ "code": "…" }` and the bearer access token of the host, an admin or a helper. 200 for
 * `checked_in` and `already_checked_in`, 404 for `not_registered`, 409 for `cancelled` and
 * `wrong_session` (each with the same body), 403 for anyone who may not check in here.
 */
@Controller('api/check-in')
export class CheckinRestController {
  constructor(private readonly checkin: CheckinService) {}

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
}
