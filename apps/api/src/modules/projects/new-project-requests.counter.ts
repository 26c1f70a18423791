import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AdminCounters } from '../../core/admin-counters/admin-counters.js';
import { ProjectsService } from './projects.service.js';

/** The admin tab's "new project requests": the pipeline's requests with status NEW. */
@Injectable()
export class NewProjectRequestsCounter implements OnModuleInit {
  constructor(
    private readonly projects: ProjectsService,
    private readonly counters: AdminCounters,
  ) {}

  onModuleInit(): void {
    this.counters.register('newProjectRequests', () => this.projects.newCount());
  }
}
