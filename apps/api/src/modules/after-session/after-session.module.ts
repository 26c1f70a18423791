import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CheckinModule } from '../checkin/index.js';
import { MediaModule } from '../media/index.js';
import { ProfilesModule } from '../profiles/index.js';
import { WorkshopsModule } from '../workshops/index.js';
import { AfterSessionPersonalData } from './after-session-personal-data.js';
import { SessionFeedback } from './entities/session-feedback.entity.js';
import { WorkshopMaterial } from './entities/workshop-material.entity.js';
import { FeedbackLinks } from './feedback-links.js';
import { FeedbackRepository } from './feedback.repository.js';
import { FeedbackResolver } from './feedback.resolver.js';
import { FeedbackService } from './feedback.service.js';
import { MaterialsRepository } from './materials.repository.js';
import { MaterialsResolver } from './materials.resolver.js';
import { MaterialsRestController } from './materials.rest.controller.js';
import { MaterialsService } from './materials.service.js';
import { RegistrationOpener } from './registration-opener.js';
import './after-session.errors.js'; // registers this module's error codes

/**
 * What follows a session for its people: attendees' feedback (and the workshops' rating
 * figures it keeps on the workshop row) and the materials the host shares. Registrations and
 * workshops are the workshops module's (`WorkshopRatings`), attendance the checkin module's
 * (`Attendance`), stored files the media module's.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([SessionFeedback, WorkshopMaterial]),
    WorkshopsModule,
    CheckinModule,
    MediaModule,
    ProfilesModule,
  ],
  controllers: [MaterialsRestController],
  providers: [
    FeedbackLinks,
    RegistrationOpener,
    FeedbackRepository,
    FeedbackService,
    FeedbackResolver,
    MaterialsRepository,
    MaterialsService,
    MaterialsResolver,
    AfterSessionPersonalData,
  ],
  exports: [FeedbackLinks, MaterialsService],
})
export class AfterSessionModule {}
