import { auditSnapshot } from './audit-entry.js';

describe('auditSnapshot', () => {
  it('drops secret-looking keys at every level and keeps the rest', () => {
    expect(
      auditSnapshot({
        state: 'paid',
        password: 'x',
        nested: { refreshToken: 'y', passwordHash: 'z', name: 'n' },
        otpSecret: 's',
      }),
    ).toEqual({ state: 'paid', nested: { name: 'n' } });
  });

  it('cuts long texts and replaces an oversized picture by its keys', () => {
    const long = auditSnapshot({ text: 'a'.repeat(1000) });
    expect((long?.text as string).length).toBeLessThanOrEqual(301);
    const big = auditSnapshot(
      Object.fromEntries([...Array(40)].map((_, i) => [`k${i}`, 'b'.repeat(200)])),
    );
    expect(big).toMatchObject({ truncated: true });
    expect(auditSnapshot(null)).toBeNull();
  });
});
