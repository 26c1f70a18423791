import { redactUrl } from './redact-url.js';

const TOKEN = 'hQ3vZ8kP1mX7rT2wY9bN4cL6dF0gJ5sA8eU3iO7pK2q';

describe('redactUrl', () => {
  it.each([
    [`/api/auth/verify?token=${TOKEN}`, '/api/auth/verify?token=[redacted]'],
    ['/auth/reset?token=short', '/auth/reset?token=[redacted]'],
    [
      '/api/auth/oauth/google/callback?code=abc&state=def',
      '/api/auth/oauth/google/callback?code=[redacted]&state=[redacted]',
    ],
    [`/academy/cancel/${TOKEN}`, '/academy/cancel/[redacted]'],
    [`/x?next=%2Fmember-area&t=${TOKEN}`, '/x?next=%2Fmember-area&t=[redacted]'],
    ['/auth/callback?token=a.b.c&next=%2F', '/auth/callback?token=[redacted]&next=%2F'],
    [`/x?${TOKEN}`, '/x?[redacted]'],
    [`/x?TOKEN=${TOKEN}#frag`, '/x?TOKEN=[redacted]'],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    '/api/workshops/registrations/1b4e28ba-2fa1-41d2-883f-0016d3cca427/guest-cancel',
    '/academy/websites-mit-ki-fuer-kleine-unternehmen-2026',
    '/termin?lang=en&tab=profile',
    '/health',
  ])('keeps %s', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});
