import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfilesModule } from '../profiles/index.js';
import { ContactPersonalData } from './contact-personal-data.js';
import { ContactRepository } from './contact.repository.js';
import { ContactRestController } from './contact.rest.controller.js';
import { ContactResolver } from './contact.resolver.js';
import { ContactService } from './contact.service.js';
import { ContactMessage } from './entities/contact-message.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage]), ProfilesModule],
  controllers: [ContactRestController],
  providers: [ContactService, ContactRepository, ContactResolver, ContactPersonalData],
})
export class ContactModule {}
