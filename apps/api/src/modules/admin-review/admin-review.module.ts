import { Module } from '@nestjs/common';
import { WorkshopsModule } from '../workshops/workshops.module.js';
import { WorkshopReviewRestController } from './workshop-review.rest.controller.js';
import { WorkshopReviewResolver } from './workshop-review.resolver.js';

/** Admin review screens' API over the domain modules' exported services. */
@Module({
  imports: [WorkshopsModule],
  controllers: [WorkshopReviewRestController],
  providers: [WorkshopReviewResolver],
})
export class AdminReviewModule {}
