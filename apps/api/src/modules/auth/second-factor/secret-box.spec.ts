import { SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  it('opens what it sealed, and nothing sealed under another root secret', () => {
    const box = new SecretBox('one-secret-that-is-long-enough-for-tests');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => new SecretBox('another-secret-that-is-long-enough').open(sealed)).toThrow();
  });

  it('refuses a changed ciphertext', () => {
    const box = new SecretBox('one-secret-that-is-long-enough-for-tests');
    const [v, iv, tag, body] = box.seal('secret').split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });
});
