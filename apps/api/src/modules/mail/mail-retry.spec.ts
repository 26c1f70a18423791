import { MAIL_MAX_ATTEMPTS, mailRetrySpanSeconds } from './mail-retry.js';

describe('mail retries', () => {
  it('keep trying for at least 24 hours', () => {
    expect(mailRetrySpanSeconds()).toBeGreaterThanOrEqual(24 * 3600);
    // One attempt fewer would not: the figure is chosen, not padded.
    expect(mailRetrySpanSeconds(MAIL_MAX_ATTEMPTS - 1)).toBeLessThan(24 * 3600);
  });
});
