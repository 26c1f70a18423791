import { createIntl, type IntlShape } from 'react-intl';
import en from '../i18n/en.json';

/**
 * An IntlShape in German (the source texts, `defaultMessage`) or English (the hand-kept
 * catalog), like the app's LocaleProvider gives its screens.
 */
export function testIntl(locale: 'de' | 'en' = 'de'): IntlShape {
  return createIntl({
    locale,
    defaultLocale: 'de',
    messages: locale === 'en' ? en : {},
    onError: (error) => {
      throw error;
    },
  });
}
