import type { Locale } from '@platform/domain';

/**
 * The greeting of an account mail. The account name is typed by whoever registered; to an
 * address its owner has not verified, it stays out (null), so nobody can put their text into
 * someone else's inbox under the site's sender.
 */
export function hello(locale: Locale, name: string | null): string {
  const de = locale === 'de';
  if (!name) return de ? 'Guten Tag,' : 'Hello,';
  return de ? `Hallo ${name},` : `Hello ${name},`;
}
