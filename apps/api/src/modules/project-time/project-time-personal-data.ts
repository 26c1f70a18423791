import { Injectable, type OnModuleInit } from '@nestjs/common';
import { quartersToHours } from '@platform/domain';
import { MyDataService } from '../profiles/index.js';
import { ProjectTimeRepository } from './project-time.repository.js';

/**
 * A specialist's hours and what they came to on invoices, in the data download. Deleting the
 * account keeps them without the link to the person (the company's invoices were made of them).
 */
@Injectable()
export class ProjectTimePersonalData implements OnModuleInit {
  constructor(
    private readonly rows: ProjectTimeRepository,
    private readonly myData: MyDataService,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'project_hours',
      export: async (user) =>
        (await this.rows.entriesOfSpecialist(user.id)).map((e) => ({
          project_request_id: e.requestId,
          date: e.workDate,
          hours: quartersToHours(e.quarters),
          description: e.description,
          recorded_at: new Date(e.createdAt).toISOString(),
        })),
    });
    this.myData.register({
      key: 'project_invoiced_months',
      export: async (user) =>
        (await this.rows.sharesOfSpecialist(user.id)).map((s) => ({
          project_request_id: s.requestId,
          month: s.month,
          hours: quartersToHours(s.quarters),
          hourly_rate_cents: s.hourlyRateCents,
          amount_cents: s.amountCents,
          invoice_number: s.invoiceNumber,
        })),
    });
  }
}
