import { formatEuro } from '@platform/domain';
import { Badge } from '@platform/ui';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import {
  asMonthStatus,
  dayLabel,
  hoursLabel,
  monthLabel,
  monthStatusMessages,
} from '../project-time-messages';

/** What the company's and the admins' views select of a month (spread with `@unmask`). */
export const ProjectMonths_month = graphql(`
  fragment ProjectMonths_month on ProjectMonth {
    month
    status
    totalHours
    totalCents
    invoiceNumber
    cancelledInvoiceNumber
    specialists {
      name
      hours
      hourlyRateCents
      amountCents
    }
    entries {
      workDate
      hours
      description
      specialistName
    }
  }
`);

export interface MonthView {
  month: string;
  status: string;
  totalHours: number;
  totalCents?: number | null;
  invoiceNumber?: string | null;
  cancelledInvoiceNumber?: string | null;
  specialists: Array<{
    name: string;
    hours: number;
    hourlyRateCents?: number | null;
    amountCents?: number | null;
  }>;
  entries: Array<{
    workDate: string;
    hours: number;
    description: string;
    specialistName?: string | null;
  }>;
}

const m: Record<string, MessageDescriptor> = defineMessages({
  total: { id: 'projects.time.months.total', defaultMessage: 'Gesamt: {hours} Stunden' },
  totalAmount: {
    id: 'projects.time.months.totalAmount',
    defaultMessage: 'Gesamt: {hours} Stunden · {amount} netto',
  },
  specialist: {
    id: 'projects.time.months.specialist',
    defaultMessage: '{name}: {hours} h × {rate} = {amount}',
  },
  specialistNoRate: {
    id: 'projects.time.months.specialistNoRate',
    defaultMessage: '{name}: {hours} h',
  },
  invoice: { id: 'projects.time.months.invoice', defaultMessage: 'Rechnung {number}' },
  cancelled: {
    id: 'projects.time.months.cancelled',
    defaultMessage: 'Rechnung {number} wurde storniert; der Monat wird neu abgerechnet.',
  },
  replaced: {
    id: 'projects.time.months.replaced',
    defaultMessage: 'Ersetzt die stornierte Rechnung {number}.',
  },
  entries: { id: 'projects.time.months.entries', defaultMessage: 'Einträge im Einzelnen' },
  entry: { id: 'projects.time.months.entry', defaultMessage: '{day} · {name} · {hours} h' },
});

/** A project's months: per specialist hours × rate, totals, status and the entries. */
export function ProjectMonths({
  months,
  actions,
}: {
  months: readonly MonthView[];
  /** What an admin may do with a month (close, approve). */
  actions?: (month: MonthView) => ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = (cents: number) => formatEuro(cents, intl.locale);
  return (
    <div className="project-months">
      {months.map((month) => {
        const status = asMonthStatus(month.status);
        const hours = hoursLabel(month.totalHours, intl.locale);
        return (
          <section
            key={month.month}
            className="project-time__month"
            aria-label={monthLabel(month.month, intl.locale)}
            data-testid="project-month"
          >
            <div className="project-time__month-head">
              <h4>{monthLabel(month.month, intl.locale)}</h4>
              <Badge
                tone={status === 'open' ? 'info' : status === 'approved' ? 'success' : 'neutral'}
              >
                {t(monthStatusMessages[status])}
              </Badge>
            </div>
            <ul className="project-months__specialists">
              {month.specialists.map((s) => (
                <li key={s.name}>
                  {s.hourlyRateCents != null && s.amountCents != null
                    ? t(m.specialist, {
                        name: s.name,
                        hours: hoursLabel(s.hours, intl.locale),
                        rate: money(s.hourlyRateCents),
                        amount: money(s.amountCents),
                      })
                    : t(m.specialistNoRate, {
                        name: s.name,
                        hours: hoursLabel(s.hours, intl.locale),
                      })}
                </li>
              ))}
            </ul>
            <p className="project-months__total">
              <strong>
                {month.totalCents != null
                  ? t(m.totalAmount, { hours, amount: money(month.totalCents) })
                  : t(m.total, { hours })}
              </strong>
              {month.invoiceNumber && <> · {t(m.invoice, { number: month.invoiceNumber })}</>}
            </p>
            {month.cancelledInvoiceNumber && (
              <p className="project-months__cancelled" data-testid="month-cancelled-invoice">
                {t(month.invoiceNumber ? m.replaced : m.cancelled, {
                  number: month.cancelledInvoiceNumber,
                })}
              </p>
            )}
            {month.entries.length > 0 && (
              <details className="project-months__details">
                <summary>{t(m.entries)}</summary>
                <ul className="project-time__entries">
                  {month.entries.map((e, index) => (
                    <li key={`${e.workDate}-${index}`} className="project-months__entry">
                      <span>
                        {t(m.entry, {
                          day: dayLabel(e.workDate, intl.locale),
                          name: e.specialistName ?? '',
                          hours: hoursLabel(e.hours, intl.locale),
                        })}
                      </span>
                      <span className="project-time__entry-text">{e.description}</span>
                    </li>
                  ))}
                </ul>
              </details>
            )}
            {actions?.(month)}
          </section>
        );
      })}
    </div>
  );
}
