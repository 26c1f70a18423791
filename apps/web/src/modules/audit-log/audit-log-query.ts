/** The admin filters as the form holds them (dates as `YYYY-MM-DD`, the browser's days). */
export interface AuditFilterForm {
  action: string;
  actor: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

export const EMPTY_FILTER: AuditFilterForm = {
  action: '',
  actor: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
};

/** The filter as the API takes it: empty fields left out, `to` includes its whole day. */
export function auditFilterVariables(form: AuditFilterForm): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['action', 'actor', 'targetType', 'targetId'] as const) {
    const value = form[key].trim();
    if (value) out[key] = value;
  }
  const day = (value: string, plusDays: number) => {
    const at = new Date(`${value}T00:00:00`);
    if (Number.isNaN(at.getTime())) return undefined;
    at.setDate(at.getDate() + plusDays);
    return at.toISOString();
  };
  const from = form.from && day(form.from, 0);
  const to = form.to && day(form.to, 1);
  if (from) out.from = from;
  if (to) out.to = to;
  return out;
}

/** The CSV download's address with the same filters. */
export function auditCsvPath(filter: Record<string, string>): string {
  const query = new URLSearchParams(filter).toString();
  return `/api/admin/audit-log.csv${query ? `?${query}` : ''}`;
}
