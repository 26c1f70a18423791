import { Module } from '@nestjs/common';
import { OpenTicketsCounter } from './open-tickets.counter.js';
import { AuthModule } from '../auth/index.js';
import { ProfilesModule } from '../profiles/index.js';
import { TicketsPersonalData } from './tickets-personal-data.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TicketMessage } from './entities/ticket-message.entity.js';
import { Ticket } from './entities/ticket.entity.js';
import { TicketNotifier } from './ticket-notifier.js';
import { TicketsRestController } from './tickets.rest.controller.js';
import { TicketsResolver } from './tickets.resolver.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';
import './tickets.errors.js'; // registers this module's error codes

@Module({
  imports: [TypeOrmModule.forFeature([Ticket, TicketMessage]), AuthModule, ProfilesModule],
  controllers: [TicketsRestController],
  providers: [
    OpenTicketsCounter,
    TicketsService,
    TicketsRepository,
    TicketsResolver,
    TicketNotifier,
    TicketsPersonalData,
  ],
  exports: [TicketsService],
})
export class TicketsModule {}
