import { Module } from '@nestjs/common';
import { PendingApprovalsCounter } from './pending-approvals.counter.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { MediaModule } from '../media/media.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { WorkshopChange } from './entities/workshop-change.entity.js';
import { WorkshopSession } from './entities/workshop-session.entity.js';
import { Workshop } from './entities/workshop.entity.js';
import { WorkshopReviewService } from './workshop-review.service.js';
import { WorkshopRowsService } from './workshop-rows.service.js';
import { WorkshopSessionsService } from './workshop-sessions.service.js';
import { WorkshopViewsService } from './workshop-views.service.js';
import { WorkshopsDemoSeeder } from './workshops-demo.seeder.js';
import {
  WorkshopsCreateRestController,
  WorkshopsRestController,
} from './workshops.rest.controller.js';
import { WorkshopsResolver } from './workshops.resolver.js';
import { WorkshopsPersonalData } from './workshops-personal-data.js';
import { SessionHorizonJob } from './session-horizon.job.js';
import { SessionSeatsService } from './session-seats.service.js';
import { WorkshopsService } from './workshops.service.js';
import './workshops.errors.js'; // registers this module's error codes

@Module({
  imports: [
    TypeOrmModule.forFeature([Workshop, WorkshopSession, WorkshopChange]),
    AuthModule,
    MediaModule,
    ProfilesModule,
  ],
  controllers: [WorkshopsRestController, WorkshopsCreateRestController],
  providers: [
    PendingApprovalsCounter,
    WorkshopsService,
    WorkshopReviewService,
    WorkshopViewsService,
    WorkshopRowsService,
    WorkshopSessionsService,
    WorkshopsResolver,
    WorkshopsDemoSeeder,
    WorkshopsPersonalData,
    SessionHorizonJob,
    SessionSeatsService,
  ],
  exports: [
    WorkshopsService,
    WorkshopReviewService,
    WorkshopViewsService,
    WorkshopRowsService,
    SessionSeatsService,
  ],
})
export class WorkshopsModule {}
