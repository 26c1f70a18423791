import { Injectable, type OnModuleInit } from '@nestjs/common';
import { RetentionContributors } from '../retention/index.js';
import { ProjectsService } from './projects.service.js';

/**
 * Project requests' share of the daily retention: the contact data of a request closed more
 * than `PROJECT_REQUEST_RETENTION_DAYS` ago that never led to a project is erased.
 */
@Injectable()
export class ProjectsRetention implements OnModuleInit {
  constructor(
    private readonly projects: ProjectsService,
    private readonly retention: RetentionContributors,
  ) {}

  onModuleInit(): void {
    this.retention.register({
      order: 40,
      purge: async (now) => ({
        projectRequestContacts: await this.projects.eraseExpiredContactData(now),
      }),
    });
  }
}
