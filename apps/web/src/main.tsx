import '@platform/ui/ui.css';
import './shell/fonts.css';
import './shell/app.css';
import './modules/marketing/marketing.css';
import { LOCALES, isOneOf, type Locale } from '@platform/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './shell/App';
import { readConsentRecord } from './shell/consent/consent-storage';
import { loadInitialLocale, setTargetLocale } from './shared/i18n/catalog-store';
import { readStoredLocale, setActiveLocale, storeLocale } from './shared/i18n/stored-locale';
import {
  PRERENDERED_LOCALE_ATTRIBUTE,
  RENDERED_FOR_VISITOR_ATTRIBUTE,
} from './shared/meta/prerender-markers';
import { preloadRoute } from './shell/routing/preload-route';
import { hasSessionCookie } from './modules/auth/api/session-cookie';

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('The page has no #root element.');
}

/** `?lang=en` (the address of the English pages in the sitemap) chooses the language. */
function requestedLocale(): Locale | null {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return isOneOf(LOCALES, lang) ? lang : null;
}

// A prerendered page carries the cookie banner; whoever has decided does not get to see it.
if (readConsentRecord()) document.documentElement.setAttribute('data-consent-decided', '');

// Before the router starts: the first page's texts load in the chosen language.
const requested = requestedLocale();
if (requested) storeLocale(requested);
const startLocale = requested ?? readStoredLocale();
setTargetLocale(startLocale);

// Render once the language's texts and the first page's code are here: no flash of German
// text for English readers, and no empty frame while the page chunk loads.
// A page whose code cannot load still renders: its route shows the error page (reload).
const firstPage = preloadRoute(window.location.pathname).catch(() => undefined);
void Promise.all([loadInitialLocale(startLocale), firstPage]).then(([locale]) => {
  setActiveLocale(locale);
  // Markup the server rendered for a visitor (the Academy with its data) shows the signed-out
  // view; a browser that has a session since then renders afresh instead.
  const forVisitor = rootElement.hasAttribute(RENDERED_FOR_VISITOR_ATTRIBUTE);
  const signedOut = !hasSessionCookie();
  const app = (
    <StrictMode>
      <App
        initialLocale={locale}
        initialAuthStatus={forVisitor && signedOut ? 'anonymous' : 'checking'}
      />
    </StrictMode>
  );
  // The server sends prerendered markup for public pages (in the language `?lang` asks for):
  // it is taken over as it is. Any other case (the shell, or a page prerendered in another
  // language than the visitor's stored one) renders from scratch.
  const prerendered = rootElement.getAttribute(PRERENDERED_LOCALE_ATTRIBUTE);
  // As a transition, the work is split into short tasks: the page, already visible, keeps
  // answering to input while React takes it over.
  startTransition(() => {
    if (prerendered === locale && rootElement.firstElementChild && (!forVisitor || signedOut))
      hydrateRoot(rootElement, app);
    else createRoot(rootElement).render(app);
  });
});
