import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../../core/jobs/job-registry.js';
import {
  ACCOUNT_MAIL_REQUEST_TASK,
  AccountsService,
  type AccountMailRequest,
} from './accounts.service.js';

/**
 * Reset and resend-verification requests are answered by queuing this job for every address,
 * known or not: the request does the same single insert either way, so neither its answer nor
 * its timing tells whether an account exists. The worker then looks the address up and, where
 * it applies, issues the link and queues the mail.
 */
@Injectable()
export class AccountMailRequestsTask implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly accounts: AccountsService,
  ) {}

  onModuleInit(): void {
    this.jobs.task(ACCOUNT_MAIL_REQUEST_TASK, (payload) =>
      this.accounts.handleMailRequest(payload as AccountMailRequest),
    );
  }
}
