import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import { CreateWorkshopRestBody, UpdateWorkshopRestBody } from './dto/workshop-rest.body.js';
import { withRestFieldNames, workshopsJson } from '../catalog/workshop-json.js';
import { WorkshopViewsService } from '../catalog/workshop-views.service.js';
import { WorkshopsService } from './workshops.service.js';

/** The member workshop paths of the spec; same service and rules as GraphQL. */
@Controller('api/workshops/member')
export class WorkshopsRestController {
  constructor(
    private readonly workshops: WorkshopsService,
    private readonly views: WorkshopViewsService,
  ) {}

  @Get('my-workshops')
  async mine(@CurrentUser() user: AuthenticatedUser) {
    return {
      workshops: await workshopsJson(this.views, await this.workshops.myWorkshops(user.id)),
    };
  }

  @Post('create')
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateWorkshopRestBody) {
    const workshop = await withRestFieldNames(this.workshops.create(user, body.toInput()));
    return { success: true, workshop: (await workshopsJson(this.views, [workshop]))[0] };
  }

  @Put(':id')
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: UpdateWorkshopRestBody,
  ) {
    const workshop = await withRestFieldNames(this.workshops.update(user, id, body.toInput()));
    return { success: true, workshop: (await workshopsJson(this.views, [workshop]))[0] };
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    await this.workshops.delete(user, id);
    return { success: true };
  }
}

/**
 * `POST /api/workshops` (spec §7, bearer, create): the Academy's create path. The same body,
 * service and rules as `POST /api/workshops/member/create`.
 */
@Controller('api/workshops')
export class WorkshopsCreateRestController {
  constructor(
    private readonly workshops: WorkshopsService,
    private readonly views: WorkshopViewsService,
  ) {}

  @Post()
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateWorkshopRestBody) {
    const workshop = await withRestFieldNames(this.workshops.create(user, body.toInput()));
    return { success: true, workshop: (await workshopsJson(this.views, [workshop]))[0] };
  }
}
