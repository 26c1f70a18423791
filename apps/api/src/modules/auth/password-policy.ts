import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@platform/domain';
import { DomainError } from '../../core/errors/domain-error.js';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.list.js';

// Server only: the browser keeps the length rule and never downloads this list.
const COMMON = new Set(COMMON_PASSWORDS_TEXT.split('\n'));
export const COMMON_PASSWORD_COUNT = COMMON.size;

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '(': 'c',
  '3': 'e',
  '6': 'g',
  '1': 'i',
  '!': 'i',
  '|': 'l',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
  '2': 'z',
};

/** Rows people type as passwords: keyboard rows (German and English) and runs. */
const RUNS = [
  'qwertzuiopü',
  'qwertyuiop',
  'asdfghjklöä',
  'asdfghjkl',
  'yxcvbnm',
  'zxcvbnm',
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  '9876543210',
  '1qaz2wsx3edc4rfv',
  'qaywsxedcrfv',
];

/** Whether a password is a common one, as typed or in its usual dressing-up. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  // What remains when the digits and symbols people add at either end are taken away.
  const core = lower.replace(/^[\d\W_]+/u, '').replace(/[\d\W_]+$/u, '');
  if (core.length <= 3) return true;
  if (COMMON.has(core) || COMMON.has(deLeet(core)) || COMMON.has(deLeet(lower))) return true;
  return isRun(core) || isRun(lower);
}

function deLeet(text: string): string {
  return [...text].map((c) => LEET[c] ?? c).join('');
}

/** A stretch of a keyboard row or alphabet, maybe with the digits row. */
function isRun(text: string): boolean {
  const letters = text.replace(/[\d\W_]/gu, '');
  const digits = text.replace(/\D/g, '');
  const letterRun = letters.length === 0 || RUNS.some((row) => row.includes(letters));
  const digitRun = digits.length === 0 || RUNS.some((row) => row.includes(digits));
  return letterRun && digitRun && (letters.length > 0 || digits.length > 0);
}

/**
 * At least ten characters, not one of the most common passwords (a shipped list of more than
 * ten thousand, German ones included, also with digits or symbols added at either end or
 * letters swapped for look-alike digits), not made of one repeated character, and not the
 * e-mail address or name itself.
 */
export function assertStrongPassword(
  password: string,
  context: { email?: string; name?: string } = {},
): void {
  const lower = password.toLowerCase();
  const weak =
    password.length < PASSWORD_MIN_LENGTH ||
    password.length > PASSWORD_MAX_LENGTH ||
    /^(.)\1+$/.test(password) ||
    isCommonPassword(password) ||
    (context.email && lower === context.email.toLowerCase()) ||
    (context.email && lower === context.email.split('@')[0]?.toLowerCase()) ||
    (context.name && lower.replace(/\s+/g, '') === context.name.toLowerCase().replace(/\s+/g, ''));
  if (weak) throw new DomainError('WEAK_PASSWORD', { fields: { password: 'WEAK_PASSWORD' } });
}
