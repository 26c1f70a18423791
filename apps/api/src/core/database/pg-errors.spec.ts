import { QueryFailedError } from 'typeorm';
import { isDatabaseBusy, isExclusionViolation, isUniqueViolation } from './pg-errors.js';

function driverError(code: string, constraint?: string): Error {
  return Object.assign(new Error('duplicate key value'), { code, constraint });
}

describe('PostgreSQL error checks', () => {
  it('recognise a unique violation wrapped by TypeORM and one thrown by pg itself', () => {
    const raw = driverError('23505', 'users_email_key');
    const wrapped = new QueryFailedError('INSERT ...', [], raw);
    expect(isUniqueViolation(raw)).toBe(true);
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, 'users_email_key')).toBe(true);
    expect(isUniqueViolation(wrapped, 'profiles_user_id_key')).toBe(false);
  });

  it('tell other errors apart', () => {
    expect(isUniqueViolation(driverError('23503'))).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
    expect(isExclusionViolation(new QueryFailedError('', [], driverError('23P01')))).toBe(true);
    expect(isExclusionViolation(driverError('23505'))).toBe(false);
  });

  it('know a busy database: pool wait exceeded, lock timeout, deadlock, serialization failure', () => {
    expect(isDatabaseBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['40001', '40P01', '55P03']) {
      expect(isDatabaseBusy(driverError(code))).toBe(true);
      expect(isDatabaseBusy(new QueryFailedError('UPDATE ...', [], driverError(code)))).toBe(true);
    }
    expect(isDatabaseBusy(driverError('23505'))).toBe(false);
    expect(isDatabaseBusy(new Error('boom'))).toBe(false);
    expect(isDatabaseBusy(undefined)).toBe(false);
  });
});
