import { Module } from '@nestjs/common';
import { WorkshopsModule } from '../workshops/workshops.module.js';
import { WorkshopReviewRestController } from './workshop-review.rest.controller.js';
import { WorkshopReviewResolver } from './workshop-review.resolver.js';

/**
 * The admins' workshop review API (approvals, posters, featured flag, change records) over the
 * services WorkshopsModule exports; the rules live in WorkshopReviewService.
 */
@Module({
  imports: [WorkshopsModule],
  controllers: [WorkshopReviewRestController],
  providers: [WorkshopReviewResolver],
})
export class WorkshopReviewModule {}
