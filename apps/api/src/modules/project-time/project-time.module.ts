import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { BillingModule } from '../billing/index.js';
import { ProfilesModule } from '../profiles/index.js';
import { ProjectsModule } from '../projects/index.js';
import { ProjectBillingAddress } from './entities/project-billing-address.entity.js';
import { ProjectTimeEntry } from './entities/project-time-entry.entity.js';
import { ProjectTimeInvoiceShare } from './entities/project-time-invoice-share.entity.js';
import { ProjectTimeMonth } from './entities/project-time-month.entity.js';
import { ProjectHoursService } from './project-hours.service.js';
import { ProjectInvoiceCancellationService } from './project-invoice-cancellation.service.js';
import { ProjectMonthsService } from './project-months.service.js';
import { ProjectTimePersonalData } from './project-time-personal-data.js';
import { ProjectTimeRepository } from './project-time.repository.js';
import { ProjectTimeResolver } from './project-time.resolver.js';
import './project-time.errors.js'; // registers this module's error codes

/**
 * Time and invoices of running projects: the team's hours, the company's view through its
 * link, the admins' month close and approval, and the monthly invoice through billing.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ProjectTimeEntry,
      ProjectTimeMonth,
      ProjectTimeInvoiceShare,
      ProjectBillingAddress,
    ]),
    AuditModule,
    BillingModule,
    ProfilesModule,
    ProjectsModule,
  ],
  providers: [
    ProjectTimeRepository,
    ProjectHoursService,
    ProjectMonthsService,
    ProjectInvoiceCancellationService,
    ProjectTimeResolver,
    ProjectTimePersonalData,
  ],
})
export class ProjectTimeModule {}
