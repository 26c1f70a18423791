import { LOCALES, type Locale } from '@platform/domain';
import { Button, VisuallyHidden, cx } from '@platform/ui';
import { useIntl } from 'react-intl';
import { useLocale } from '../../shared/i18n/useLocale';

/** Each language is named in itself (an endonym), so it reads the same in every language. */
const LANGUAGE_NAMES: Record<Locale, { short: string; name: string }> = {
  de: { short: 'DE', name: 'Deutsch' },
  en: { short: 'EN', name: 'English' },
};

export function LanguageSwitch({ className }: { className?: string }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();

  return (
    <div
      role="group"
      className={cx('app-language-switch', className)}
      aria-label={intl.formatMessage({ id: 'header.language.label', defaultMessage: 'Sprache' })}
    >
      {LOCALES.map((option) => {
        const { short, name } = LANGUAGE_NAMES[option];
        const active = option === locale;
        return (
          <Button
            key={option}
            variant={active ? 'primary' : 'ghost'}
            size="sm"
            lang={option}
            aria-pressed={active}
            onClick={() => {
              if (!active) setLocale(option);
            }}
          >
            {short}
            <VisuallyHidden> ({name})</VisuallyHidden>
          </Button>
        );
      })}
    </div>
  );
}
