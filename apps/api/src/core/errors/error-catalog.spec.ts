import { DomainError } from './domain-error.js';
import { errorText, isErrorCode, registerErrors } from './error-catalog.js';
import { toErrorResponse } from './error-response.js';

describe('error catalog', () => {
  it('answers the generic codes in both languages', () => {
    expect(errorText('TOO_MANY_REQUESTS', 'en', { seconds: 30 })).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
    expect(new DomainError('NOT_FOUND').status).toBe(404);
  });

  it('adds the codes a module registers and refuses a second owner', () => {
    const entry = { status: 418, de: 'Teekanne {name}.', en: 'Teapot {name}.' };
    registerErrors({ SPEC_TEAPOT: entry });
    expect(isErrorCode('SPEC_TEAPOT')).toBe(true);
    expect(() => registerErrors({ SPEC_TEAPOT: { ...entry } })).toThrow('registered twice');
    expect(() => registerErrors({ NOT_FOUND: { ...entry } })).toThrow('registered twice');
  });

  it('lets Express middleware set a status on a thrown error, as http-errors does', () => {
    const error = new DomainError('JSON_TOO_DEEP');
    expect(error.status).toBe(400);
    expect(() => Object.assign(error, { status: 403 })).not.toThrow();
  });

  it('answers a busy database with 503 SERVICE_BUSY in the caller’s language, not a 500', () => {
    const busy = toErrorResponse(new Error('timeout exceeded when trying to connect'), 'en');
    expect(busy).toMatchObject({ status: 503, code: 'SERVICE_BUSY', unexpected: true });
    expect(busy.message).toBe('We are very busy right now. Please try again in a moment.');
    expect(toErrorResponse(new Error('boom'), 'de')).toMatchObject({ status: 500 });
  });
});
