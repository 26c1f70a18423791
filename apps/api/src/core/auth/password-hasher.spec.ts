import { PasswordHasher } from './password-hasher.js';

describe('PasswordHasher', () => {
  it('hashes with argon2id at the library cost by default (64 MiB, 3 passes, 4 lanes)', async () => {
    const hasher = new PasswordHasher({ passwordHashCost: 'standard' });
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await hasher.verify(hash, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(hash, 'wrong horse battery')).toBe(false);
  });

  it('hashes cheaply at the low cost, and still checks hashes made at the standard cost', async () => {
    const low = new PasswordHasher({ passwordHashCost: 'low' });
    const hash = await low.hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await low.verify(hash, 'correct horse battery')).toBe(true);
    const standard = await new PasswordHasher({ passwordHashCost: 'standard' }).hash('kept');
    expect(await low.verify(standard, 'kept')).toBe(true);
  });

  it('answers false instead of throwing for a broken hash, and for no account at all', async () => {
    const hasher = new PasswordHasher({ passwordHashCost: 'low' });
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
    expect(await hasher.verifyNothing('timing-equaliser-not-a-password')).toBe(false);
  });
});
