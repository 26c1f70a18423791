import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AcademyModule } from '../academy/academy.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { WorkshopsModule } from '../workshops/workshops.module.js';
import { ContactPersonalData } from './contact-personal-data.js';
import { ContactRepository } from './contact.repository.js';
import { ContactRestController } from './contact.rest.controller.js';
import { ContactResolver } from './contact.resolver.js';
import { ContactService } from './contact.service.js';
import { ContactMessage } from './entities/contact-message.entity.js';
import { MarketingWorkshopRegistration } from './entities/marketing-workshop-registration.entity.js';
import { FlagshipRegistrationService } from './flagship-registration.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([ContactMessage, MarketingWorkshopRegistration]),
    AcademyModule,
    ProfilesModule,
    WorkshopsModule,
  ],
  controllers: [ContactRestController],
  providers: [
    ContactService,
    ContactRepository,
    ContactResolver,
    FlagshipRegistrationService,
    ContactPersonalData,
  ],
})
export class ContactModule {}
