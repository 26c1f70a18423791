import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../core/clock/clock.js';
import { JobRegistry } from '../../core/jobs/job-registry.js';
import { BillingDeadlines } from './billing-deadlines.service.js';
import { MembershipService } from './membership.service.js';

/**
 * Billing's timed work in the job queue's crontab (each run once across all instances). Both
 * services are idempotent and take the time from the clock, so the tests pass a set one.
 */
@Injectable()
export class BillingJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly clock: Clock,
    private readonly deadlines: BillingDeadlines,
    private readonly membership: MembershipService,
  ) {}

  onModuleInit(): void {
    // Payment reminders before the deadline; after it the seat is released.
    this.jobs.every({
      name: 'billing_deadlines',
      match: '*/10 * * * *',
      run: () => this.deadlines.runDue(this.clock.now()),
    });
    // Trial-ending mails (7 days before) and the monthly membership invoices.
    this.jobs.every({
      name: 'membership_billing',
      match: '17 * * * *',
      run: () => this.membership.runDue(this.clock.now()),
    });
  }
}
