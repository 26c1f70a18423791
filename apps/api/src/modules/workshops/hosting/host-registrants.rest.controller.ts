import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import { requestContext } from '../../../core/context/request-context.js';
import { HostRegistrantsService } from './host-registrants.service.js';

/** The registrants list as a CSV download (UTF-8 with BOM, formula-safe): creator or admin. */
@Controller()
export class HostRegistrantsRestController {
  constructor(private readonly registrants: HostRegistrantsService) {}

  @Get('api/workshops/:id/registrants.csv')
  @Header('Cache-Control', 'no-store')
  async csv(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query('session') session: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.registrants.csv(user, id, session ?? null, requestContext.locale());
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .attachment(file.filename)
      .send(Buffer.from(file.content, 'utf8'));
  }
}
