import { BillingJobs } from './billing.jobs.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { ProfilesModule } from '../profiles/index.js';
import { BillingPersonalData } from './billing-personal-data.js';
import { InvoiceCounter } from './entities/invoice-counter.entity.js';
import { Invoice } from './entities/invoice.entity.js';
import { Payment } from './entities/payment.entity.js';
import { BankTransferMethod } from './bank-transfer/bank-transfer.method.js';
import { PaymentRecorder } from './payment-recorder.js';
import { PaymentReceipts } from './payment-receipts.job.js';
import { OpenPaymentsCounter } from './open-payments.counter.js';
import { BillingDeadlines } from './billing-deadlines.service.js';
import { InvoicesResolver } from './invoices.resolver.js';
import { InvoicesService } from './invoices.service.js';
import { Membership } from './entities/membership.entity.js';
import { RefundAccount } from './entities/refund-account.entity.js';
import { RefundsResolver } from './refunds.resolver.js';
import { RefundsService } from './refunds.service.js';
import { MembershipResolver } from './membership.resolver.js';
import { MembershipService } from './membership.service.js';
import { PaymentsResolver } from './payments.resolver.js';
import { PaymentsService } from './payments.service.js';
import { InvoicesRestController } from './invoices.rest.controller.js';
import { SeatRegistrations } from './seat-registrations.js';
import { BilledSessions } from './billed-sessions.js';
import './billing.errors.js'; // registers this module's error codes

/**
 * Invoices (gap-free numbers, PDF, cancellation invoices), payment tracking with the CAMT.053
 * import, payment deadlines and the Academy membership. Other modules reach it only through
 * its exported services.
 */
import { InvoicesRepository } from './invoices.repository.js';
import { MembershipsRepository } from './memberships.repository.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentOverviewRepository } from './payment-overview.repository.js';
import { PaymentOverviewService } from './payment-overview.service.js';
import { RefundsRepository } from './refunds.repository.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Invoice, InvoiceCounter, Membership, Payment, RefundAccount]),
    AuthModule,
    ProfilesModule,
  ],
  controllers: [InvoicesRestController],
  providers: [
    InvoicesRepository,
    PaymentsRepository,
    PaymentOverviewRepository,
    MembershipsRepository,
    RefundsRepository,
    InvoicesService,
    InvoicesResolver,
    PaymentRecorder,
    BankTransferMethod,
    PaymentsService,
    PaymentOverviewService,
    PaymentsResolver,
    BillingPersonalData,
    BillingDeadlines,
    MembershipService,
    MembershipResolver,
    BillingJobs,
    PaymentReceipts,
    OpenPaymentsCounter,
    SeatRegistrations,
    BilledSessions,
    RefundsService,
    RefundsResolver,
  ],
  exports: [
    InvoicesService,
    PaymentsService,
    BillingDeadlines,
    MembershipService,
    SeatRegistrations,
    BilledSessions,
    RefundsService,
  ],
})
export class BillingModule {}
