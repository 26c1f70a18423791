import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MyDataService, verifiedEmailOf } from '../profiles/index.js';
import { ProjectsRepository } from './projects.repository.js';

/**
 * Project requests in a member's data download: those sent from the address the account has
 * confirmed. They are a company's business records, so deleting the account leaves them; the
 * retention job erases their contact data once they closed without a project.
 */
@Injectable()
export class ProjectsPersonalData implements OnModuleInit {
  constructor(
    private readonly requests: ProjectsRepository,
    private readonly myData: MyDataService,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'project_requests',
      export: async (user) => {
        const email = verifiedEmailOf(user);
        if (!email) return [];
        const rows = await this.requests.requestsFrom(email);
        return rows.map((r) => ({
          company: r.company,
          contact_name: r.contactName,
          email: r.email,
          phone: r.phone,
          description: r.description,
          skills: r.skills,
          hours_per_week: r.hoursPerWeek,
          start_date: r.startDate,
          duration_weeks: r.durationWeeks,
          work_mode: r.workMode,
          place: r.place,
          status: r.status,
          sent_at: r.createdAt.toISOString(),
        }));
      },
    });
  }
}
