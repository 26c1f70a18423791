import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactRestController } from './contact.rest.controller.js';
import { ContactResolver } from './contact.resolver.js';
import { ContactService } from './contact.service.js';
import { ContactMessage } from './entities/contact-message.entity.js';
import { MarketingWorkshopRegistration } from './entities/marketing-workshop-registration.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage, MarketingWorkshopRegistration])],
  controllers: [ContactRestController],
  providers: [ContactService, ContactResolver],
})
export class ContactModule {}
