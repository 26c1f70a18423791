import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AcademyListingService } from './academy-listing.service.js';
import { AcademyLoadersFactory } from './academy.loaders.js';
import { AcademyResolver } from './academy.resolver.js';
import { AcademyRestController } from './academy.rest.controller.js';
import { AcademyDemoSeeder } from './academy-demo.seeder.js';
import { ListingEntry } from './entities/listing-entry.entity.js';
import { PromoCode } from './entities/promo-code.entity.js';
import { SearchEntry } from './entities/search-entry.entity.js';
import { HostMessage } from './entities/host-message.entity.js';
import { Registration } from './entities/registration.entity.js';
import { ListingCacheService } from './listing-cache.service.js';
import { ListingRefresherService } from './listing-refresher.service.js';
import { WorkshopRemindersJob } from './workshop-reminders.job.js';
import { PromoCodesResolver } from './promo-codes.resolver.js';
import { PromoCodesService } from './promo-codes.service.js';
import { RegistrationsResolver } from './registrations.resolver.js';
import { RegistrationsRestController } from './registrations.rest.controller.js';
import { RegistrationsService } from './registrations.service.js';
import { RegistrationMailQueue } from './registration-mail-queue.js';
import { WaitlistService } from './waitlist.service.js';
import { WorkshopPageHeads } from './workshop-page-heads.js';
import { HostRegistrantsResolver } from './host-registrants.resolver.js';
import { HostRegistrantsRestController } from './host-registrants.rest.controller.js';
import { HostRegistrantsService } from './host-registrants.service.js';
import { HostRegistrationNotices } from './host-registration-notices.js';
import { SessionChangeNotices } from './session-change-notices.js';
import { WorkshopDeletionNotices } from './workshop-deletion-notices.js';
import { AcademyPersonalData } from './academy-personal-data.js';
import { AcademyBilling } from './academy-billing.js';
import { ConfirmedSeatsService } from './confirmed-seats.service.js';
import { AuthModule } from '../auth/auth.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { WorkshopsModule } from '../workshops/workshops.module.js';
import './academy.errors.js'; // registers this module's error codes

/**
 * The Academy: finding workshops, registering (members and guests) without overbooking, the
 * waitlist, member benefits and promo codes. Registrants hear when their workshop is deleted.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Registration, PromoCode, ListingEntry, SearchEntry, HostMessage]),
    WorkshopsModule,
    AuthModule,
    ProfilesModule,
    BillingModule,
  ],
  controllers: [RegistrationsRestController, AcademyRestController, HostRegistrantsRestController],
  providers: [
    AcademyListingService,
    ListingCacheService,
    PromoCodesService,
    RegistrationsService,
    RegistrationMailQueue,
    WaitlistService,
    AcademyLoadersFactory,
    AcademyResolver,
    RegistrationsResolver,
    PromoCodesResolver,
    AcademyDemoSeeder,
    ListingRefresherService,
    WorkshopRemindersJob,
    WorkshopDeletionNotices,
    SessionChangeNotices,
    HostRegistrantsService,
    HostRegistrantsResolver,
    HostRegistrationNotices,
    AcademyPersonalData,
    AcademyBilling,
    WorkshopPageHeads,
    ConfirmedSeatsService,
  ],
  exports: [
    RegistrationsService,
    AcademyListingService,
    ListingRefresherService,
    ConfirmedSeatsService,
  ],
})
export class AcademyModule {}
