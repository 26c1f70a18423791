/**
 * The modules that the app's entry (main.tsx) and the marketing pages' header and consent
 * islands (src/islands/*-island.tsx) both load: the providers (language, consent, session), the
 * header, the cookie banner's frame and the few UI parts they use. Left to the bundler, they
 * end up in a dozen small chunks (each island and page shares a different subset), and every
 * chunk the first HTML names is compressed on its own; in one chunk they are about 2.6 KB gzip
 * smaller. None of them may be imported by the islands' entry itself (src/islands.ts), so that
 * entry stays the small loader it is: the click holder and the typed-value handover, which the
 * loader uses too, stay outside (else the loader would load this chunk, and React with it).
 */
const S = '[\\\\/]';
const APP = `apps${S}web${S}src${S}`;
const LIST = (names: string) => `(${names.replace(/\s+/g, '')})`;

export const SHELL_CHUNK_MODULES = new RegExp(
  `${APP}(` +
    [
      `modules${S}auth${S}(api${S}${LIST(`auth-user|session-cookie|auth-client|jwt|graphql-session|
        logout-signal|redirect-target`)}|auth-context|AuthProvider|components${S}SessionBanner|
        hooks${S}useCrossWindowSession)`,
      `shared${S}(graphql${S}graphql-session|i18n${S}${LIST(`locale-context|LocaleProvider|useLocale|
        catalogs|catalog-store`)}|forms${S}useSessionDraft|site-messages|components${S}LinkButton|
        hydration${S}(useHydrated|on-demand)|http${S}post-json)`,
      `shell${S}(layout${S}${LIST(`main-content|Brand|LanguageSwitch|navigation|UserMenu|
        useHeaderScroll|Header`)}|consent${S}${LIST(`consent-context|CookieConsentProvider|
        useCookieConsent|CookieBannerOnDemand`)}|analytics${S}PageViewTracker)`,
    ]
      .join('|')
      .replace(/\s+/g, '') +
    `)\\.tsx?$|libs${S}ui${S}src${S}lib${S}(class-names|Button|Alert|VisuallyHidden)\\.tsx?$`,
);
