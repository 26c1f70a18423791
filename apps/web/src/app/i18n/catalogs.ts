import { DEFAULT_LOCALE, type Locale } from '@platform/domain';
import deMessages from '../../i18n/de.json';

export type Messages = Record<string, string>;

/**
 * German ships with the entry chunk; other languages are fetched on demand so that the
 * default experience downloads one catalog only.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'de':
      return deMessages;
    case 'en':
      return (await import('../../i18n/en.json')).default;
  }
}

export interface LoadedCatalog {
  locale: Locale;
  messages: Messages;
}

/** Loads the catalog for `locale`, falling back to the default language if that fails. */
export async function loadCatalogOrDefault(locale: Locale): Promise<LoadedCatalog> {
  try {
    return { locale, messages: await loadMessages(locale) };
  } catch (error) {
    console.error(
      `[i18n] Could not load the "${locale}" messages; using "${DEFAULT_LOCALE}".`,
      error,
    );
    return { locale: DEFAULT_LOCALE, messages: await loadMessages(DEFAULT_LOCALE) };
  }
}
