import { DEFAULT_LOCALE, LOCALES, isOneOf, type Locale } from '@platform/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * `?lang=en` in the address (how English pages are linked) follows the language switch, so
 * the address, the canonical link and a reload all show the language on screen.
 */
export function useLanguageInAddress(locale: Locale): void {
  const [params, setParams] = useSearchParams();
  const lang = params.get('lang');

  useEffect(() => {
    if (!isOneOf(LOCALES, lang) || lang === locale) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (locale === DEFAULT_LOCALE) next.delete('lang');
        else next.set('lang', locale);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [lang, locale, setParams]);
}
