// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isWebAddress } from './profile-form-values';

describe('isWebAddress', () => {
  it('accepts empty text and http(s) addresses', () => {
    for (const value of ['', '  ', 'https://example.org', ' http://example.org/a?b=c '])
      expect(isWebAddress(value), value).toBe(true);
  });

  it('refuses other schemes and non-addresses', () => {
    for (const value of ['javascript:alert(1)', 'ftp://example.org', 'example.org', 'mailto:a@b'])
      expect(isWebAddress(value), value).toBe(false);
  });
});
