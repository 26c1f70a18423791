import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  AUDIT_PAGE_SIZE_MAX,
  type AuditAction,
  isOneOf,
  isUuid,
} from '@platform/domain';
import { DomainError } from '../../core/errors/domain-error.js';

/** The admin filters as they arrive (GraphQL arguments or REST query values). */
export interface RawAuditFilter {
  action?: string | null;
  /** An actor's user id, or part of their e-mail. */
  actor?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  /** ISO date-times; `from` inclusive, `to` exclusive. */
  from?: string | Date | null;
  to?: string | Date | null;
}

export interface AuditFilter {
  action?: AuditAction;
  actorId?: string;
  actorText?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

const invalid = (field: string) =>
  new DomainError('AUDIT_FILTER_INVALID', { fields: { [field]: 'AUDIT_FILTER_INVALID' } });

/** Checks and normalises the filters: unknown action, bad dates or `from` after `to` are refused. */
export function parseAuditFilter(raw: RawAuditFilter): AuditFilter {
  for (const [field, value] of Object.entries(raw))
    if (typeof value === 'string' && hasControlCharacter(value)) throw invalid(field);
  const filter: AuditFilter = {};
  const action = raw.action?.trim();
  if (action) {
    if (!isOneOf(AUDIT_ACTIONS, action)) throw invalid('action');
    filter.action = action;
  }
  const actor = raw.actor?.trim();
  if (actor) {
    if (actor.length > 320) throw invalid('actor');
    if (isUuid(actor)) filter.actorId = actor;
    else filter.actorText = actor;
  }
  const targetType = raw.targetType?.trim();
  if (targetType) {
    if (targetType.length > 40) throw invalid('targetType');
    filter.targetType = targetType;
  }
  const targetId = raw.targetId?.trim();
  if (targetId) {
    if (targetId.length > 100) throw invalid('targetId');
    filter.targetId = targetId;
  }
  filter.from = date(raw.from, 'from');
  filter.to = date(raw.to, 'to');
  if (filter.from && filter.to && filter.from > filter.to) throw invalid('from');
  return filter;
}

export function parsePage(page: unknown, pageSize: unknown): { page: number; pageSize: number } {
  const p = page === undefined || page === null || page === '' ? 1 : Number(page);
  const s =
    pageSize === undefined || pageSize === null || pageSize === ''
      ? AUDIT_PAGE_SIZE
      : Number(pageSize);
  if (!Number.isInteger(p) || p < 1 || p > 100_000) throw invalid('page');
  if (!Number.isInteger(s) || s < 1 || s > AUDIT_PAGE_SIZE_MAX) throw invalid('pageSize');
  return { page: p, pageSize: s };
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

function date(value: string | Date | null | undefined, field: string): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(parsed.getTime())) throw invalid(field);
  return parsed;
}
