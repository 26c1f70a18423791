import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  berlinDay,
  formatEuro,
  hoursAmountCents,
  isMultiLineText,
  isProjectMonth,
  isSingleLineText,
  isUuid,
  monthOfDay,
  quartersToHours,
  type Locale,
} from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { Clock } from '../../core/clock/clock.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { AuditLogService } from '../audit/index.js';
import { InvoicesService, type InvoiceLine } from '../billing/index.js';
import { MailOutbox } from '../mail/index.js';
import { ProjectLookup, ProjectTeamService, type ProjectFacts } from '../projects/index.js';
import type { ProjectBillingAddressInput, ProjectMonthInput } from './dto/project-time.inputs.js';
import type { ProjectHoursModel } from './models/project-time.models.js';
import { projectMonthViews } from './month-views.js';
import { projectInvoiceMail } from './project-invoice-mail.js';
import { ProjectTimeRepository } from './project-time.repository.js';

/**
 * The admins' side of project hours: the months of a project, closing a month (no specialist
 * change after it, see `ProjectTimeRepository.lockMonths`), approving it (the company's invoice
 * through billing: one line per specialist, hours × agreed rate; the mail with the PDF through
 * the job queue) and the company's billing address. Each step leaves an audit entry.
 */
@Injectable()
export class ProjectMonthsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rows: ProjectTimeRepository,
    private readonly projects: ProjectLookup,
    private readonly teams: ProjectTeamService,
    private readonly invoices: InvoicesService,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
  ) {}

  async forAdmin(requestId: string): Promise<ProjectHoursModel> {
    const project = await this.project(requestId);
    const [entries, months, team, address] = await Promise.all([
      this.rows.entriesOf(project.id, null),
      this.rows.monthsOf([project.id]),
      this.teams.projectTeam(project.id),
      this.rows.billingAddress(project.id),
    ]);
    return {
      requestId: project.id,
      company: project.company,
      status: project.status,
      months: projectMonthViews(entries, months, team),
      billingOrganisation: address?.organisation ?? null,
      billingAddress: address?.address ?? null,
    };
  }

  /** Closes the month: from the commit on, no specialist changes its hours. */
  async close(input: ProjectMonthInput, admin: AuthenticatedUser): Promise<ProjectHoursModel> {
    const project = await this.project(input.requestId);
    const month = this.checkedMonth(input.month);
    await this.dataSource.transaction(async (tx) => {
      const status = (await this.rows.lockMonths(tx, project.id, [month], 'update')).get(month);
      if (status === 'approved') throw new DomainError('PROJECT_MONTH_APPROVED');
      if (status === 'closed') return;
      await this.rows.setMonthStatus(tx, project.id, month, { status: 'closed' });
      await this.audit.record(
        {
          action: 'project_month.closed',
          actor: admin,
          target: { type: 'project_request', id: project.id },
          after: { month },
        },
        tx,
      );
    });
    return this.forAdmin(project.id);
  }

  /**
   * Approves the month (closing it if still open) and invoices the company for its hours: one
   * net line per specialist, "Name — 12,5 h × 95,00 €", VAT on top; the invoice mail with the
   * PDF goes to the request's contact through the job queue. All in one transaction.
   */
  async approve(input: ProjectMonthInput, admin: AuthenticatedUser): Promise<ProjectHoursModel> {
    const project = await this.project(input.requestId);
    const month = this.checkedMonth(input.month);
    const now = this.clock.now();
    await this.dataSource.transaction(async (tx) => {
      const status = (await this.rows.lockMonths(tx, project.id, [month], 'update')).get(month);
      if (status === 'approved') throw new DomainError('PROJECT_MONTH_APPROVED');
      const entries = (await this.rows.entriesOf(project.id, null, tx)).filter(
        (e) => monthOfDay(e.workDate) === month,
      );
      if (entries.length === 0) throw new DomainError('PROJECT_MONTH_EMPTY');
      const team = await this.teams.projectTeam(project.id);
      const perSpecialist = new Map<string, number>();
      for (const e of entries)
        perSpecialist.set(
          e.specialistUserId ?? '',
          (perSpecialist.get(e.specialistUserId ?? '') ?? 0) + e.quarters,
        );
      const shares = [...perSpecialist].map(([userId, quarters]) => {
        const member = team.find((m) => m.userId === userId);
        if (!member || member.hourlyRateCents === null)
          throw new DomainError('PROJECT_RATE_MISSING');
        return {
          userId,
          name: member.name || '—',
          quarters,
          rate: member.hourlyRateCents,
          amount: hoursAmountCents(quarters, member.hourlyRateCents),
        };
      });
      const address = await this.rows.billingAddress(project.id, tx);
      const lines: InvoiceLine[] = shares.map((s) => ({
        description: lineText(s.name, s.quarters, s.rate, project.locale),
        quantity: quartersToHours(s.quarters),
        unitCents: s.rate,
        amountCents: s.amount,
      }));
      const invoice = await this.invoices.issueForProjectMonth(
        tx,
        {
          projectRequestId: project.id,
          name: project.contactName,
          email: project.email,
          organisation: address?.organisation ?? project.company,
          address: address?.address ?? null,
          locale: project.locale,
          description: monthText(project.company, month, project.locale),
          periodStart: new Date(`${month}-01T12:00:00Z`),
          lines,
        },
        now,
      );
      await this.rows.setMonthStatus(tx, project.id, month, {
        status: 'approved',
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
      });
      await this.rows.insertShares(
        tx,
        shares.map((s) => ({
          requestId: project.id,
          month,
          specialistUserId: s.userId || null,
          specialistName: s.name,
          quarters: s.quarters,
          hourlyRateCents: s.rate,
          amountCents: s.amount,
          invoiceId: invoice.id,
          invoiceNumber: invoice.number,
          cancelled: false,
        })),
      );
      await this.audit.record(
        {
          action: 'project_month.approved',
          actor: admin,
          target: { type: 'project_request', id: project.id },
          before: { status: status ?? 'open' },
          after: { month, invoice: invoice.number, net_cents: invoice.netCents },
        },
        tx,
      );
      await this.outbox.enqueue(
        projectInvoiceMail(invoice, this.invoices.attachmentFor(invoice), project.followUrl),
        {
          key: `project-invoice:${invoice.id}`,
          manager: tx,
        },
      );
    });
    return this.forAdmin(project.id);
  }

  async setBillingAddress(input: ProjectBillingAddressInput): Promise<ProjectHoursModel> {
    const project = await this.project(input.requestId);
    const organisation = input.organisation.trim();
    const address = input.address.trim();
    if (
      !organisation ||
      organisation.length > 200 ||
      !isSingleLineText(organisation) ||
      !address ||
      address.length > 500 ||
      !isMultiLineText(address)
    )
      throw new DomainError('PROJECT_BILLING_ADDRESS_INVALID', {
        fields: { organisation: 'PROJECT_BILLING_ADDRESS_INVALID' },
      });
    await this.rows.saveBillingAddress(project.id, organisation, address);
    return this.forAdmin(project.id);
  }

  private async project(requestId: string): Promise<ProjectFacts> {
    const project = isUuid(requestId) ? await this.projects.byId(requestId) : null;
    if (!project) throw new DomainError('PROJECT_TIME_NOT_FOUND');
    return project;
  }

  /** A month that has begun (`YYYY-MM`). */
  private checkedMonth(month: string): string {
    if (!isProjectMonth(month) || month > monthOfDay(berlinDay(this.clock.now())))
      throw new DomainError('PROJECT_MONTH_INVALID');
    return month;
  }
}

/** "Mia Muster — 12,5 h × 95,00 €" (German) / "Mia Muster — 12.5 h × €95.00" (English). */
export function lineText(
  name: string,
  quarters: number,
  rateCents: number,
  locale: Locale,
): string {
  const hours = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'de-DE', {
    maximumFractionDigits: 2,
  }).format(quarters / 4);
  return `${name} — ${hours} h × ${formatEuro(rateCents, locale)}`;
}

/** "Projekt Muster GmbH, November 2026". */
function monthText(company: string, month: string, locale: Locale): string {
  const name = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-DE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date(`${month}-15T12:00:00Z`));
  return `${locale === 'en' ? 'Project' : 'Projekt'} ${company}, ${name}`;
}
