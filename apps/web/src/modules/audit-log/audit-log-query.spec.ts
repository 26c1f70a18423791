// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditCsvPath, auditFilterVariables, EMPTY_FILTER } from './audit-log-query';

describe('auditFilterVariables', () => {
  it('leaves empty fields out and makes the end date include its day', () => {
    const vars = auditFilterVariables({
      ...EMPTY_FILTER,
      action: 'workshop.approved',
      actor: '  anna@example.com ',
      from: '2027-03-01',
      to: '2027-03-01',
    });
    expect(vars.action).toBe('workshop.approved');
    expect(vars.actor).toBe('anna@example.com');
    expect(new Date(vars.to).getTime() - new Date(vars.from).getTime()).toBe(86_400_000);
    expect(auditFilterVariables(EMPTY_FILTER)).toEqual({});
  });

  it('puts the filters into the CSV address', () => {
    expect(auditCsvPath({})).toBe('/api/admin/audit-log.csv');
    expect(auditCsvPath({ action: 'mail.resent', actor: 'a+b@x.de' })).toBe(
      '/api/admin/audit-log.csv?action=mail.resent&actor=a%2Bb%40x.de',
    );
  });
});
