import {
  assertStrongPassword,
  COMMON_PASSWORD_COUNT,
  isCommonPassword,
} from './password-policy.js';

describe('assertStrongPassword', () => {
  it.each(['short', '123456789', 'qwertyuiop', 'Password123', 'aaaaaaaaaaaa', 'x'.repeat(201)])(
    'refuses %s',
    (password) => {
      expect(() => assertStrongPassword(password)).toThrow(
        expect.objectContaining({ code: 'WEAK_PASSWORD' }),
      );
    },
  );

  // Issue 13 item 9: common passwords and their usual dressing-up, German ones included.
  it.each([
    'iloveyou123',
    'abc1234567',
    'password1!',
    'passwort1234',
    'qwertzuiop1',
    'Passwort2024!',
    'P@ssw0rd1234',
    'schatzi12345',
    'fussball1234',
    'ichliebedich1',
    '1234567890qwertz',
    'sonnenschein',
    'hallo12345!',
    'Dragon2025!!',
    'superman2000',
    '!!iloveyou!!',
  ])('refuses the common password %s', (password) => {
    expect(() => assertStrongPassword(password)).toThrow(
      expect.objectContaining({ code: 'WEAK_PASSWORD' }),
    );
  });

  it('ships a list of at least 10,000 common passwords, German ones included', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
    expect(isCommonPassword('passwort')).toBe(true);
    expect(isCommonPassword('qwertzuiop')).toBe(true);
    expect(isCommonPassword('Kaffee-am-Morgen-42')).toBe(false);
  });

  it('refuses the email address or the name as password', () => {
    expect(() =>
      assertStrongPassword('anna.schmidt', { email: 'Anna.Schmidt@example.com' }),
    ).toThrow();
    expect(() => assertStrongPassword('Anna Schmidt', { name: 'anna schmidt' })).toThrow();
  });

  it.each([
    'correct horse battery',
    'Kaffee-am-Morgen-42',
    'x9!Lm2#qPz7w',
    'Drachenfels-Wanderung',
    'mein hund heisst bello',
    'Tiger im Tank 1972',
  ])('accepts %s', (password) => {
    expect(() =>
      assertStrongPassword(password, { email: 'a@example.com', name: 'Anna' }),
    ).not.toThrow();
  });
});
