import { assertStrongPassword } from './password-policy.js';

describe('assertStrongPassword', () => {
  it.each(['short', '123456789', 'qwertyuiop', 'Password123', 'aaaaaaaaaaaa', 'x'.repeat(201)])(
    'refuses %s',
    (password) => {
      expect(() => assertStrongPassword(password)).toThrow(
        expect.objectContaining({ code: 'WEAK_PASSWORD' }),
      );
    },
  );

  it('refuses the e-mail address or the name as password', () => {
    expect(() =>
      assertStrongPassword('anna.schmidt', { email: 'Anna.Schmidt@example.com' }),
    ).toThrow();
    expect(() => assertStrongPassword('Anna Schmidt', { name: 'anna schmidt' })).toThrow();
  });

  it.each(['correct horse battery', 'Kaffee-am-Morgen-42', 'x9!Lm2#qPz7w'])(
    'accepts %s',
    (password) => {
      expect(() =>
        assertStrongPassword(password, { email: 'a@example.com', name: 'Anna' }),
      ).not.toThrow();
    },
  );
});
