import { type DynamicModule, Module } from '@nestjs/common';
import type { Clock } from './core/clock/clock.js';
import type { AppConfig } from './core/config/app-config.js';
import { CoreModule } from './core/core.module.js';
import { WebModule } from './core/web/web.module.js';
import { AuditModule } from './modules/audit/index.js';
import { AnalyticsModule } from './modules/analytics/index.js';
import { AuthModule } from './modules/auth/index.js';
import { BillingModule } from './modules/billing/index.js';
import { BookingModule } from './modules/booking/index.js';
import { CalendarFeedsModule } from './modules/calendar-feeds/index.js';
import { CalendarSyncModule } from './modules/calendar-sync/index.js';
import { ContactModule } from './modules/contact/index.js';
import { ProjectsModule } from './modules/projects/index.js';
import { ProjectTimeModule } from './modules/project-time/index.js';
import { MailModule } from './modules/mail/index.js';
import { MediaModule } from './modules/media/index.js';
import { ProfilesModule } from './modules/profiles/index.js';
import { RetentionModule } from './modules/retention/index.js';
import { SeedModule } from './modules/seed/index.js';
import { TicketsModule } from './modules/tickets/index.js';
import { AfterSessionModule } from './modules/after-session/index.js';
import { CertificatesModule } from './modules/certificates/index.js';
import { CheckinModule } from './modules/checkin/index.js';
import { WorkshopsModule } from './modules/workshops/index.js';
import { StartupService } from './startup.service.js';

/** Composes the domain modules; nothing else lives here. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, clock),
        MailModule,
        AuditModule,
        AuthModule,
        MediaModule,
        ProfilesModule,
        WorkshopsModule,
        BillingModule,
        ContactModule,
        ProjectsModule,
        ProjectTimeModule,
        BookingModule,
        CalendarFeedsModule,
        CalendarSyncModule,
        AnalyticsModule,
        TicketsModule,
        CheckinModule,
        AfterSessionModule,
        CertificatesModule,
        RetentionModule,
        SeedModule,
        // Last: the client's history fallback must come after every API route.
        WebModule,
      ],
      providers: [StartupService],
    };
  }
}
