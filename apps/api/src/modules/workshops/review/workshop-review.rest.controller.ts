import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import { Roles } from '../../../core/auth/roles.decorator.js';
import { workshopChangeJson, workshopsJson } from '../catalog/workshop-json.js';
import { WorkshopReviewService } from './workshop-review.service.js';
import { WorkshopViewsService } from '../catalog/workshop-views.service.js';

/** The admin workshop paths of the spec (no bodies). */
@Roles('ADMIN')
@Controller('api/workshops/admin')
export class WorkshopReviewRestController {
  constructor(
    private readonly review: WorkshopReviewService,
    private readonly views: WorkshopViewsService,
  ) {}

  @Get('pending')
  async pending() {
    return { workshops: await workshopsJson(this.views, await this.review.pending()) };
  }

  @Get('changes')
  async changes() {
    return { changes: (await this.review.changes()).map(workshopChangeJson) };
  }

  @Post('changes/:id/review')
  @HttpCode(200)
  async markReviewed(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser) {
    return {
      success: true,
      change: workshopChangeJson(await this.review.markChangeReviewed(id, admin)),
    };
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(@Param('id') id: string) {
    const workshop = await this.review.approve(id);
    return { success: true, workshop: (await workshopsJson(this.views, [workshop]))[0] };
  }

  @Post(':id/reject')
  @HttpCode(200)
  async reject(@Param('id') id: string) {
    await this.review.reject(id);
    return { success: true };
  }
}
