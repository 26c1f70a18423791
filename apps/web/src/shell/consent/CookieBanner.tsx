import { Button, Switch } from '@platform/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../shared/paths';
import {
  NO_OPTIONAL_COOKIES,
  OPTIONAL_COOKIE_CATEGORIES,
  type OptionalCookieCategory,
  type OptionalCookieChoices,
} from './consent-storage';
import { useCookieConsent } from './useCookieConsent';
import { useBannerHeight } from './useBannerHeight';
import { useHydrated } from '../../shared/hydration/useHydrated';
import { consentMessages } from './consent-messages';

/**
 * The cookie banner: a labelled region at the bottom of the window, not a modal. It shows
 * until the visitor decides and whenever they reopen the settings (footer button).
 */
export function CookieBanner() {
  const { hasDecided, settingsOpen } = useCookieConsent();
  // The decision is stored on this device, so prerendered pages carry the banner for everyone
  // and hydrate with it; a visitor who has decided never sees it there (main.tsx hides it before
  // hydration, see cookie-banner-prerendered.css), and it goes once the page has hydrated.
  const hydrated = useHydrated();
  if (hydrated && hasDecided && !settingsOpen) return null;
  // A fresh panel each time it opens, starting from the stored choice.
  return <CookieBannerPanel key={settingsOpen ? 'settings' : 'ask'} prerendered={!hydrated} />;
}

function CookieBannerPanel({ prerendered }: { prerendered: boolean }) {
  const intl = useIntl();
  const { preferences, hasDecided, decide, settingsOpen, closeSettings } = useCookieConsent();
  const [customising, setCustomising] = useState(settingsOpen);
  const [choices, setChoices] = useState<OptionalCookieChoices>(() => ({
    ...NO_OPTIONAL_COOKIES,
    ...(preferences && { analytics: preferences.analytics }),
  }));
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  useBannerHeight(regionRef);

  useEffect(() => {
    // Opened on request: take the visitor there. On page load focus stays where it is.
    if (settingsOpen) headingRef.current?.focus();
  }, [settingsOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && hasDecided) {
      event.stopPropagation();
      closeSettings();
    }
  };

  const categoryText: Record<OptionalCookieCategory, { label: ReactNode; description: ReactNode }> =
    {
      analytics: {
        label: intl.formatMessage(consentMessages.analyticsLabel),
        description: intl.formatMessage(consentMessages.analyticsDescription),
      },
    };
  const stateLabels = {
    on: intl.formatMessage(consentMessages.stateOn),
    off: intl.formatMessage(consentMessages.stateOff),
  };

  return (
    <section
      ref={regionRef}
      className="cookie-banner"
      data-prerendered={prerendered || undefined}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className="app-container cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="cookie-banner__title">
            <FormattedMessage {...consentMessages.title} />
          </h2>
          <p>
            <FormattedMessage
              id="consent.intro"
              defaultMessage="Wir speichern auf Ihrem Gerät nur, was diese Website zum Funktionieren braucht – etwa Ihre Sprachwahl. Mit Ihrer Einwilligung zählen wir zusätzlich, welche Seiten aufgerufen werden: auf unserem eigenen Server, ohne Dienste Dritter und ohne Profile. Ihre Auswahl können Sie jederzeit über „Cookie-Einstellungen“ am Seitenende ändern. Mehr dazu in unserer <link>Datenschutzerklärung</link>."
              values={{
                link: (chunks) => <Link to={PATHS.privacy}>{chunks}</Link>,
              }}
            />
          </p>
        </div>

        {customising && (
          <fieldset className="cookie-banner__categories">
            <legend className="cookie-banner__legend">
              <FormattedMessage {...consentMessages.categoriesLegend} />
            </legend>
            <Switch
              checked
              disabled
              label={intl.formatMessage(consentMessages.necessaryLabel)}
              description={intl.formatMessage(consentMessages.necessaryDescription)}
              stateLabels={{
                on: intl.formatMessage(consentMessages.stateAlwaysOn),
                off: intl.formatMessage(consentMessages.stateAlwaysOn),
              }}
            />
            {OPTIONAL_COOKIE_CATEGORIES.map((category) => (
              <Switch
                key={category}
                name={category}
                checked={choices[category]}
                onCheckedChange={(checked) =>
                  setChoices((current) => ({ ...current, [category]: checked }))
                }
                label={categoryText[category].label}
                description={categoryText[category].description}
                stateLabels={stateLabels}
              />
            ))}
          </fieldset>
        )}

        <div className="cookie-banner__actions">
          {customising ? (
            <Button onClick={() => decide(choices)}>
              <FormattedMessage {...consentMessages.save} />
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setCustomising(true)}>
              <FormattedMessage {...consentMessages.customise} />
            </Button>
          )}
          <Button
            variant={customising ? 'secondary' : 'primary'}
            onClick={() => decide('necessary')}
          >
            <FormattedMessage {...consentMessages.decline} />
          </Button>
          <Button variant={customising ? 'secondary' : 'primary'} onClick={() => decide('all')}>
            <FormattedMessage {...consentMessages.acceptAll} />
          </Button>
          {hasDecided && (
            <Button variant="ghost" onClick={closeSettings}>
              <FormattedMessage {...consentMessages.close} />
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
