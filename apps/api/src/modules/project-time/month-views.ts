import {
  hoursAmountCents,
  monthOfDay,
  quartersToHours,
  type ProjectMonthStatus,
} from '@platform/domain';
import type { ProjectTeamMember } from '../projects/index.js';
import type { ProjectMonthModel } from './models/project-time.models.js';
import type { TimeEntryRow, TimeMonthRow } from './project-time.repository.js';

/** A month's status: open unless its row says otherwise. */
export function statusOf(months: readonly TimeMonthRow[], month: string): ProjectMonthStatus {
  return months.find((m) => m.month === month)?.status ?? 'open';
}

/**
 * A project's months with hours per specialist at the rate the company pays (the company's
 * and the admins' view): every month with hours or a row, newest first.
 */
export function projectMonthViews(
  entries: readonly TimeEntryRow[],
  months: readonly TimeMonthRow[],
  team: readonly ProjectTeamMember[],
): ProjectMonthModel[] {
  const byId = new Map(team.map((m) => [m.userId, m]));
  const keys = new Set([
    ...months.map((m) => m.month),
    ...entries.map((e) => monthOfDay(e.workDate)),
  ]);
  return [...keys]
    .sort()
    .reverse()
    .map((month) => {
      const own = entries.filter((e) => monthOfDay(e.workDate) === month);
      const perSpecialist = new Map<string, number>();
      for (const e of own)
        perSpecialist.set(
          e.specialistUserId ?? '',
          (perSpecialist.get(e.specialistUserId ?? '') ?? 0) + e.quarters,
        );
      const specialists = [...perSpecialist].map(([userId, quarters]) => {
        const member = byId.get(userId);
        const rate = member?.hourlyRateCents ?? null;
        return {
          name: member?.name ?? '—',
          hours: quartersToHours(quarters),
          hourlyRateCents: rate,
          amountCents: rate === null ? null : hoursAmountCents(quarters, rate),
        };
      });
      const priced = specialists.every((s) => s.amountCents !== null);
      const row = months.find((m) => m.month === month);
      const status = row?.status ?? 'open';
      return {
        month,
        status,
        totalHours: quartersToHours(own.reduce((sum, e) => sum + e.quarters, 0)),
        totalCents: priced ? specialists.reduce((sum, s) => sum + (s.amountCents ?? 0), 0) : null,
        invoiceNumber: row?.invoiceNumber ?? null,
        cancelledInvoiceNumber: row?.cancelledInvoiceNumber ?? null,
        specialists,
        entries: own.map((e) => ({
          id: e.id,
          workDate: e.workDate,
          hours: quartersToHours(e.quarters),
          description: e.description,
          editable: false,
          specialistName: byId.get(e.specialistUserId ?? '')?.name ?? '—',
        })),
      };
    });
}
