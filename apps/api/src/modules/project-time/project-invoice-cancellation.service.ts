import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { berlinDay, isProjectMonth, isUuid, monthOfDay } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { Clock } from '../../core/clock/clock.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { AuditLogService } from '../audit/index.js';
import { InvoicesService } from '../billing/index.js';
import { MailOutbox } from '../mail/index.js';
import { ProjectLookup } from '../projects/index.js';
import type { ProjectMonthInput } from './dto/project-time.inputs.js';
import type { ProjectHoursModel } from './models/project-time.models.js';
import { projectCancellationMail } from './project-cancellation-mail.js';
import { ProjectMonthsService } from './project-months.service.js';
import { ProjectTimeRepository } from './project-time.repository.js';

/**
 * Cancelling an approved month's invoice: billing issues the cancellation invoice (the next
 * gap-free number), the month returns to `closed` without an invoice (its hours stay fixed;
 * approving it again issues a new invoice), the specialists' shares of the cancelled invoice
 * are marked cancelled, and the company gets the cancellation invoice by mail. One transaction,
 * the month's row locked first, so two cancels or a cancel and an approval cannot interleave.
 */
@Injectable()
export class ProjectInvoiceCancellationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rows: ProjectTimeRepository,
    private readonly projects: ProjectLookup,
    private readonly months: ProjectMonthsService,
    private readonly invoices: InvoicesService,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
  ) {}

  async cancel(input: ProjectMonthInput, admin: AuthenticatedUser): Promise<ProjectHoursModel> {
    const project = isUuid(input.requestId) ? await this.projects.byId(input.requestId) : null;
    if (!project) throw new DomainError('PROJECT_TIME_NOT_FOUND');
    const month = input.month;
    if (!isProjectMonth(month) || month > monthOfDay(berlinDay(this.clock.now())))
      throw new DomainError('PROJECT_MONTH_INVALID');
    await this.dataSource.transaction(async (tx) => {
      const row = await this.rows.lockMonthInvoice(tx, project.id, month);
      if (!row || row.status !== 'approved' || !row.invoiceId)
        throw new DomainError('PROJECT_MONTH_NOT_INVOICED');
      const storno = await this.invoices.cancelForProjectMonth(tx, row.invoiceId, this.clock.now());
      if (!storno || !storno.originalNumber) throw new DomainError('PROJECT_MONTH_NOT_INVOICED');
      await this.rows.reopenForInvoice(tx, project.id, month, storno.originalNumber);
      await this.audit.record(
        {
          action: 'project_month.invoice_cancelled',
          actor: admin,
          target: { type: 'project_request', id: project.id },
          before: { status: 'approved', invoice: storno.originalNumber },
          after: { month, status: 'closed', cancellation: storno.number },
        },
        tx,
      );
      await this.outbox.enqueue(
        projectCancellationMail(storno, this.invoices.attachmentFor(storno), project.followUrl),
        { key: `project-invoice-cancellation:${storno.id}`, manager: tx },
      );
    });
    return this.months.forAdmin(project.id);
  }
}
