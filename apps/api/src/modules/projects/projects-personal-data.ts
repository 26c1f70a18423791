import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MyDataService, verifiedEmailOf } from '../profiles/index.js';
import { ProjectsRepository } from './projects.repository.js';
import { TeamRepository } from './team.repository.js';

/**
 * Project requests in a member's data download: those sent from the address the account has
 * confirmed. They are a company's business records, so deleting the account leaves them; the
 * retention job erases their contact data once they closed without a project.
 */
@Injectable()
export class ProjectsPersonalData implements OnModuleInit {
  constructor(
    private readonly requests: ProjectsRepository,
    private readonly team: TeamRepository,
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
    // A specialist's terms and the offers made to them. Deleting the account deletes both
    // (terms by cascade; offers, and with them proposal memberships, here).
    this.myData.register({
      key: 'project_specialist',
      export: async (user) => {
        const terms = await this.team.termsOf(user.id);
        const offers = await this.team.offersTo(user.id);
        return {
          terms: terms && {
            hours_per_week: terms.hoursPerWeek,
            available_from: terms.availableFrom,
            remote: terms.remote,
            regions: terms.regions,
            rate_min_cents: terms.rateMinCents,
            rate_max_cents: terms.rateMaxCents,
            employer_permission: terms.employerPermission,
            permission_granted_on: terms.permissionGrantedOn,
            permission_document: Boolean(terms.permissionMediaId),
          },
          offers: offers.map((o) => ({
            request_id: o.requestId,
            status: o.status,
            note: o.note,
            message: o.message,
            hourly_rate_cents: o.hourlyRateCents,
            offered_at: o.createdAt.toISOString(),
            answered_at: o.answeredAt?.toISOString() ?? null,
          })),
        };
      },
      eraseWithAccount: (user, manager) => this.team.deleteOffersTo(manager, user.id),
    });
  }
}
