import type { Locale } from '@platform/domain';

/**
 * The one greeting that opens a mail: "Hallo Lena," / "Hello Lena,". A name someone typed
 * (at registration, in a guest form, on an invoice) goes only to an address its owner has
 * proven; to any other address pass `null` and the mail opens "Guten Tag," / "Hello,", so
 * nobody can put their text into someone else's inbox under the site's sender.
 */
export function mailGreeting(locale: Locale, name: string | null | undefined): string {
  const de = locale !== 'en';
  if (!name) return de ? 'Guten Tag,' : 'Hello,';
  return de ? `Hallo ${name},` : `Hello ${name},`;
}
