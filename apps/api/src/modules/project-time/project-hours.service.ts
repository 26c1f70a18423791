import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  berlinDay,
  checkProjectHours,
  isUuid,
  monthOfDay,
  quartersToHours,
} from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { Clock } from '../../core/clock/clock.js';
import type { Tx } from '../../core/database/sql-repository.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { InvoicesService } from '../billing/index.js';
import { ProjectLookup, ProjectTeamService, type ProjectFacts } from '../projects/index.js';
import type { ChangeProjectHoursInput, ProjectHoursInput } from './dto/project-time.inputs.js';
import type {
  MyInvoicedMonthModel,
  MyProjectHoursModel,
  ProjectHoursModel,
  ProjectTimeEntryModel,
} from './models/project-time.models.js';
import { projectMonthViews, statusOf } from './month-views.js';
import { ProjectTimeRepository, type TimeEntryRow } from './project-time.repository.js';

/**
 * Hours on running projects: the team's specialists record, change and delete their own while
 * the month is open; the company sees them through its follow link. A change takes its months
 * `FOR SHARE` (see `ProjectTimeRepository.lockMonths`), so it lands before a close or is refused.
 */
@Injectable()
export class ProjectHoursService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rows: ProjectTimeRepository,
    private readonly projects: ProjectLookup,
    private readonly teams: ProjectTeamService,
    private readonly invoices: InvoicesService,
    private readonly clock: Clock,
  ) {}

  async record(input: ProjectHoursInput, user: AuthenticatedUser): Promise<ProjectTimeEntryModel> {
    const project = await this.runningProjectOf(input.requestId, user);
    return this.dataSource.transaction(async (tx) => {
      await this.rows.lockSpecialist(tx, project.id, user.id);
      const fields = await this.checked(tx, project, user, input, null);
      await this.lockOpen(tx, project.id, [monthOfDay(fields.workDate)]);
      const saved = await this.rows.insertEntry(tx, {
        requestId: project.id,
        specialistUserId: user.id,
        ...fields,
      });
      return entryModel(saved, true);
    });
  }

  async change(
    input: ChangeProjectHoursInput,
    user: AuthenticatedUser,
  ): Promise<ProjectTimeEntryModel> {
    const entry = await this.ownEntry(input.id, user);
    const project = await this.runningProjectOf(entry.requestId, user);
    return this.dataSource.transaction(async (tx) => {
      await this.rows.lockSpecialist(tx, project.id, user.id);
      const fields = await this.checked(tx, project, user, input, entry.id);
      await this.lockOpen(tx, project.id, [
        monthOfDay(entry.workDate),
        monthOfDay(fields.workDate),
      ]);
      const saved = await this.rows.updateEntry(tx, entry.id, fields);
      if (!saved) throw new DomainError('PROJECT_TIME_NOT_FOUND');
      return entryModel(saved, true);
    });
  }

  async remove(id: string, user: AuthenticatedUser): Promise<void> {
    const entry = await this.ownEntry(id, user);
    await this.runningProjectOf(entry.requestId, user);
    await this.dataSource.transaction(async (tx) => {
      await this.lockOpen(tx, entry.requestId, [monthOfDay(entry.workDate)]);
      await this.rows.deleteEntry(tx, entry.id);
    });
  }

  /** The specialist's projects (accepted teams) with their own hours, newest month first. */
  async mine(user: AuthenticatedUser): Promise<MyProjectHoursModel[]> {
    const projects = await this.projects.projectsOfTeamMember(user.id);
    const months = await this.rows.monthsOf(projects.map((p) => p.id));
    return Promise.all(
      projects.map(async (project) => {
        const entries = await this.rows.entriesOf(project.id, user.id);
        const team = await this.teams.projectTeam(project.id);
        const own = months.filter((m) => m.requestId === project.id);
        const keys = [...new Set(entries.map((e) => monthOfDay(e.workDate)))];
        const today = monthOfDay(berlinDay(this.clock.now()));
        if (project.status === 'RUNNING' && !keys.includes(today)) keys.push(today);
        return {
          requestId: project.id,
          company: project.company,
          status: project.status,
          canRecord: project.status === 'RUNNING',
          firstDay: project.firstDay,
          lastDay: project.lastDay,
          hourlyRateCents: team.find((m) => m.userId === user.id)?.hourlyRateCents ?? null,
          months: keys
            .sort()
            .reverse()
            .map((month) => {
              const status = statusOf(own, month);
              const inMonth = entries.filter((e) => monthOfDay(e.workDate) === month);
              return {
                month,
                status,
                totalHours: quartersToHours(inMonth.reduce((s, e) => s + e.quarters, 0)),
                entries: inMonth.map((e) =>
                  entryModel(e, status === 'open' && project.status === 'RUNNING'),
                ),
              };
            }),
        };
      }),
    );
  }

  /** What the specialist's own hours came to on invoices (never another's). */
  async invoicedForMe(user: AuthenticatedUser): Promise<MyInvoicedMonthModel[]> {
    const shares = await this.rows.sharesOfSpecialist(user.id);
    const invoices = new Map(
      (await this.invoices.byIds(shares.map((s) => s.invoiceId))).map((i) => [i.id, i]),
    );
    const companies = new Map<string, string>();
    for (const id of new Set(shares.map((s) => s.requestId)))
      companies.set(id, (await this.projects.byId(id))?.company ?? '');
    return shares.map((s) => {
      const invoice = invoices.get(s.invoiceId);
      return {
        requestId: s.requestId,
        company: companies.get(s.requestId) ?? '',
        month: s.month,
        hours: quartersToHours(s.quarters),
        hourlyRateCents: s.hourlyRateCents,
        amountCents: s.amountCents,
        invoiceNumber: s.invoiceNumber,
        paymentState: invoice?.cancelledById ? 'cancelled' : (invoice?.paymentState ?? 'open'),
      };
    });
  }

  /** The project's hours as its company sees them through the follow link. */
  async forCompany(token: string): Promise<ProjectHoursModel> {
    const project = await this.projects.byFollowToken(token);
    if (!project) throw new DomainError('PROJECT_TIME_NOT_FOUND');
    const [entries, months, team] = await Promise.all([
      this.rows.entriesOf(project.id, null),
      this.rows.monthsOf([project.id]),
      this.teams.projectTeam(project.id),
    ]);
    return {
      requestId: project.id,
      company: project.company,
      status: project.status,
      months: projectMonthViews(entries, months, team),
      billingOrganisation: null,
      billingAddress: null,
    };
  }

  /** The running project of the specialist's team; anything else is refused. */
  private async runningProjectOf(
    requestId: string,
    user: AuthenticatedUser,
  ): Promise<ProjectFacts> {
    const project = isUuid(requestId) ? await this.projects.byId(requestId) : null;
    if (!project) throw new DomainError('PROJECT_TIME_NOT_FOUND');
    if (!(await this.teams.isTeamMember(project.id, user.id)))
      throw new DomainError('PROJECT_TIME_NOT_IN_TEAM');
    if (project.status !== 'RUNNING') throw new DomainError('PROJECT_TIME_NOT_RUNNING');
    return project;
  }

  /** The user's own entry; another's is "not found" (no hint that it exists). */
  private async ownEntry(id: string, user: AuthenticatedUser): Promise<TimeEntryRow> {
    const entry = isUuid(id) ? await this.rows.entryById(id) : null;
    if (!entry || entry.specialistUserId !== user.id)
      throw new DomainError('PROJECT_TIME_NOT_FOUND');
    return entry;
  }

  private async checked(
    tx: Tx,
    project: ProjectFacts,
    user: AuthenticatedUser,
    input: { workDate: string; hours: number; description: string },
    exceptId: string | null,
  ) {
    const context = {
      today: berlinDay(this.clock.now()),
      projectStart: project.firstDay ?? berlinDay(this.clock.now()),
      projectEnd: project.lastDay,
    };
    const first = checkProjectHours(input, context);
    const otherHoursThatDay = first.problems.workDate
      ? 0
      : await this.rows.hoursThatDay(tx, project.id, user.id, first.fields.workDate, exceptId);
    const { fields, problems } = checkProjectHours(input, { ...context, otherHoursThatDay });
    const [problem] = Object.values(problems);
    if (problem) throw new DomainError(problem, { fields: problems });
    return fields;
  }

  /** Locks the months for this change; a closed one refuses it. */
  private async lockOpen(tx: Tx, requestId: string, months: string[]): Promise<void> {
    const statuses = await this.rows.lockMonths(tx, requestId, months, 'share');
    if ([...statuses.values()].some((s) => s !== 'open'))
      throw new DomainError('PROJECT_MONTH_CLOSED');
  }
}

function entryModel(row: TimeEntryRow, editable: boolean): ProjectTimeEntryModel {
  return {
    id: row.id,
    workDate: row.workDate,
    hours: quartersToHours(row.quarters),
    description: row.description,
    editable,
    specialistName: null,
  };
}
