import { Module } from '@nestjs/common';
import { PendingApprovalsCounter } from './pending-approvals.counter.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { BillingModule } from '../billing/index.js';
import { MediaModule } from '../media/index.js';
import { ProfilesModule } from '../profiles/index.js';
import {
  WorkshopsCreateRestController,
  WorkshopsRestController,
} from './hosting/workshops.rest.controller.js';
import { AcademyBilling } from './registrations/academy-billing.js';
import { AcademyDemoSeeder } from './registrations/academy-demo.seeder.js';
import { AcademyListingService } from './catalog/academy-listing.service.js';
import { AcademyLoadersFactory } from './academy.loaders.js';
import { AcademyPersonalData } from './registrations/academy-personal-data.js';
import { AcademyResolver } from './catalog/academy.resolver.js';
import { AcademyRestController } from './catalog/academy.rest.controller.js';
import { WorkshopRatings } from './registrations/attendee-access.js';
import { CheckInRoster } from './registrations/check-in-roster.js';
import { CheckInRosterRepository } from './registrations/check-in-roster.repository.js';
import { FollowUpRoster } from './registrations/follow-up-roster.js';
import { FollowUpRosterRepository } from './registrations/follow-up-roster.repository.js';
import { ConfirmedSeatsService } from './registrations/confirmed-seats.service.js';
import { FlagshipPersonalData } from './flagship/flagship-personal-data.js';
import { FlagshipRegistrationService } from './flagship/flagship-registration.service.js';
import { FlagshipResolver } from './flagship/flagship.resolver.js';
import { FlagshipRestController } from './flagship/flagship.rest.controller.js';
import { FlagshipSignUpService } from './flagship/flagship-sign-up.service.js';
import { HostMessage } from './hosting/entities/host-message.entity.js';
import { HostRegistrantsResolver } from './hosting/host-registrants.resolver.js';
import { HostRegistrantsRestController } from './hosting/host-registrants.rest.controller.js';
import { HostRegistrantsService } from './hosting/host-registrants.service.js';
import { HostRegistrationNotices } from './hosting/host-registration-notices.js';
import { ListingCacheService } from './catalog/listing-cache.service.js';
import { ListingEntry } from './catalog/entities/listing-entry.entity.js';
import { ListingRefresherService } from './catalog/listing-refresher.service.js';
import { MarketingWorkshopRegistration } from './flagship/entities/marketing-workshop-registration.entity.js';
import { PromoCode } from './registrations/entities/promo-code.entity.js';
import { PromoCodesResolver } from './registrations/promo-codes.resolver.js';
import { PromoCodesService } from './registrations/promo-codes.service.js';
import { Registration } from './registrations/entities/registration.entity.js';
import { RegistrationMailQueue } from './registrations/registration-mail-queue.js';
import { RegistrationsResolver } from './registrations/registrations.resolver.js';
import { RegistrationsRestController } from './registrations/registrations.rest.controller.js';
import { RegistrationBatches } from './registrations/registration-batches.js';
import { RegistrationsService } from './registrations/registrations.service.js';
import { RegistrationsRepository } from './registrations/registrations.repository.js';
import { RegistrationCancellations } from './registrations/registration-cancellations.service.js';
import { GuestLinks } from './registrations/guest-links.service.js';
import { RegistrationReminders } from './registrations/registration-reminders.js';
import { SearchEntry } from './catalog/entities/search-entry.entity.js';
import { SessionChangeNotices } from './sessions/session-change-notices.js';
import { SessionHorizonJob } from './sessions/session-horizon.job.js';
import { SessionMinimumJob } from './sessions/session-minimum.job.js';
import { SessionMinimumRepository } from './sessions/session-minimum.repository.js';
import { SessionMinimumService } from './sessions/session-minimum.service.js';
import { SessionSeatsService } from './sessions/session-seats.service.js';
import { SessionCalendarRepository } from './calendar/session-calendar.repository.js';
import { WorkshopCalendarService } from './calendar/workshop-calendar.service.js';
import { CancelledEntriesRetention } from './calendar/cancelled-entries-retention.js';
import { RetentionModule } from '../retention/index.js';
import { CancelledCalendarEntry } from './calendar/entities/cancelled-calendar-entry.entity.js';
import { WaitlistService } from './registrations/waitlist.service.js';
import { Workshop } from './entities/workshop.entity.js';
import { WorkshopChange } from './review/entities/workshop-change.entity.js';
import { WorkshopDeletionNotices } from './registrations/workshop-deletion-notices.js';
import { WorkshopPageHeads } from './catalog/workshop-page-heads.js';
import { WorkshopRemindersJob } from './registrations/workshop-reminders.job.js';
import { WorkshopReviewResolver } from './review/workshop-review.resolver.js';
import { WorkshopReviewRestController } from './review/workshop-review.rest.controller.js';
import { WorkshopReviewService } from './review/workshop-review.service.js';
import { WorkshopRowsService } from './catalog/workshop-rows.service.js';
import { WorkshopSession } from './sessions/entities/workshop-session.entity.js';
import { WorkshopSessionsService } from './sessions/workshop-sessions.service.js';
import { WorkshopViewsService } from './catalog/workshop-views.service.js';
import { WorkshopsDemoSeeder } from './workshops-demo.seeder.js';
import { WorkshopsPersonalData } from './hosting/workshops-personal-data.js';
import { WorkshopsResolver } from './hosting/workshops.resolver.js';
import { WorkshopsService } from './hosting/workshops.service.js';
import { WorkshopsRepository } from './hosting/workshops.repository.js';
import { PromoCodesRepository } from './registrations/promo-codes.repository.js';
import { HostMessagesRepository } from './hosting/host-messages.repository.js';
import { FlagshipSignUpsRepository } from './flagship/flagship-sign-ups.repository.js';
import { SessionsRepository } from './sessions/sessions.repository.js';
import { WorkshopChangesRepository } from './review/workshop-changes.repository.js';
import { ListingRepository } from './catalog/listing.repository.js';
import { VisitorListingAnswers } from './catalog/visitor-listing-answers.js';
import './workshops.errors.js'; // registers this module's error codes

/**
 * The workshops context: the Academy catalog and listing, sessions and seats, registrations and
 * the waitlist, the hosts' tools, the admins' review and the flagship sign-up.
 *
 * One module rather than two behind a facade: the listing, the registrations and the hosts'
 * tools all read the same workshop rows, sessions and seats, and split in two the Academy
 * imported 29 internals of the workshops module. Sub-folders say what each part holds; other
 * modules use only `index.ts`.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Workshop,
      WorkshopSession,
      WorkshopChange,
      Registration,
      PromoCode,
      ListingEntry,
      SearchEntry,
      HostMessage,
      MarketingWorkshopRegistration,
      CancelledCalendarEntry,
    ]),
    AuthModule,
    MediaModule,
    ProfilesModule,
    BillingModule,
    RetentionModule,
  ],
  controllers: [
    WorkshopsRestController,
    WorkshopsCreateRestController,
    WorkshopReviewRestController,
    RegistrationsRestController,
    AcademyRestController,
    HostRegistrantsRestController,
    FlagshipRestController,
  ],
  providers: [
    WorkshopRatings,
    WorkshopsRepository,
    SessionsRepository,
    WorkshopChangesRepository,
    ListingRepository,
    PromoCodesRepository,
    HostMessagesRepository,
    FlagshipSignUpsRepository,
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
    SessionMinimumJob,
    SessionMinimumRepository,
    SessionMinimumService,
    SessionSeatsService,
    AcademyListingService,
    ListingCacheService,
    VisitorListingAnswers,
    PromoCodesService,
    RegistrationsService,
    RegistrationBatches,
    RegistrationsRepository,
    RegistrationCancellations,
    GuestLinks,
    RegistrationReminders,
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
    WorkshopReviewResolver,
    FlagshipRegistrationService,
    FlagshipSignUpService,
    FlagshipResolver,
    FlagshipPersonalData,
    CheckInRoster,
    CheckInRosterRepository,
    FollowUpRoster,
    FollowUpRosterRepository,
    SessionCalendarRepository,
    WorkshopCalendarService,
    CancelledEntriesRetention,
  ],
  exports: [CheckInRoster, FollowUpRoster, WorkshopCalendarService, WorkshopRatings],
})
export class WorkshopsModule {}
