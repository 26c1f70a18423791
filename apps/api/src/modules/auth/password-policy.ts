import { DomainError } from '../../core/errors/domain-error.js';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

// Frequently leaked passwords of ten or more characters (lower-cased). Shorter ones are
// already refused by the length rule.
const COMMON = new Set(
  `1234567890 0987654321 12345678910 123456789a 1q2w3e4r5t 1qaz2wsx3edc qwertyuiop qwertzuiop
  asdfghjkl; password12 password123 password1234 passwort12 passwort123 passwort1234 iloveyou12
  qwerty1234 qwerty12345 abcdefghij abcd123456 a123456789 q1w2e3r4t5 zaq12wsxcde 1111111111
  0000000000 1234512345 1234567890a welcome123 welcome1234 letmein123 changeme123 administrator
  admin12345 admin123456 sommer2024 sommer2025 sommer2026 winter2024 winter2025 winter2026
  hallo12345 hallo123456 fussball123 schalke04 ichliebedich passwort! password! football123
  baseball123 superman123 starwars123 dragon1234 monkey1234 sunshine123 princess123
  qwertyuiop123 mustermann musterpasswort geheim1234 geheimnis123 secret1234 trustno1234
  1q2w3e4r5t6y 123qweasdzxc qazwsxedc123 passw0rd123 p@ssw0rd123 p@ssword123`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * At least ten characters, not one of the most common passwords, not made of one repeated
 * character, and not the e-mail address or name itself.
 */
export function assertStrongPassword(
  password: string,
  context: { email?: string; name?: string } = {},
): void {
  const lower = password.toLowerCase();
  const weak =
    password.length < PASSWORD_MIN_LENGTH ||
    password.length > PASSWORD_MAX_LENGTH ||
    COMMON.has(lower) ||
    /^(.)\1+$/.test(password) ||
    (context.email && lower === context.email.toLowerCase()) ||
    (context.email && lower === context.email.split('@')[0]?.toLowerCase()) ||
    (context.name && lower.replace(/\s+/g, '') === context.name.toLowerCase().replace(/\s+/g, ''));
  if (weak) throw new DomainError('WEAK_PASSWORD', { fields: { password: 'WEAK_PASSWORD' } });
}
