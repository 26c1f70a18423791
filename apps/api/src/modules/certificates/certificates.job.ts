import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../core/clock/clock.js';
import { JobRegistry } from '../../core/jobs/job-registry.js';
import { CertificatesService } from './certificates.service.js';

/**
 * `session_follow_up`, every five minutes: the mails after a session (certificates for the
 * attendees, a friendly word for the absent), 30 to 35 minutes after its end. A missed run is
 * caught up within 24 hours; issuing and mailing happen once per registration however often
 * (and on however many instances) it runs.
 */
@Injectable()
export class SessionFollowUpJob implements OnModuleInit {
  constructor(
    private readonly certificates: CertificatesService,
    private readonly jobs: JobRegistry,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.every({ name: 'session_follow_up', match: '*/5 * * * *', run: () => this.run() });
  }

  run(): Promise<number> {
    return this.certificates.followUp(this.clock.now());
  }
}
