/**
 * The entry of the marketing pages (tools/prerender.mjs links it instead of the app's, main.tsx).
 * Their HTML is complete from the server; only the parts marked `data-island` become React
 * roots, each loading its own code (islands/*-island.tsx) and taking its markup over with
 * `hydrateRoot`. Links are plain page loads. This file stays tiny: React and everything else
 * arrive through the dynamic imports below.
 *
 * Where the prerendered file cannot serve the visitor as it is (another language stored on this
 * device than the file's, or `?dialog=login`, which the app opens), the app entry loads instead
 * and does what it always did.
 *
 * The Academy's pages, rendered by the server for a visitor, are one island as a whole: `#root`
 * carries `data-app-island`, and the app itself (main.tsx) takes the page over at the visitor's
 * first interaction, or at once for a browser with a session (it renders that page afresh).
 */
import { LOCALES, hasSessionHint, isOneOf, type Locale } from '@platform/domain';
import {
  INTERACTION_ISLANDS,
  ISLAND_ATTRIBUTE,
  ISLAND_NAMES,
  ON_DEMAND_ISLANDS,
  OPEN_COOKIE_SETTINGS_EVENT,
  SESSION_PENDING_ATTRIBUTE,
} from './islands/island-names';
import type { IslandName } from './islands/island-names';
import { readConsentRecord } from './shell/consent/consent-storage';
import { readStoredLocale, setActiveLocale, storeLocale } from './shared/i18n/stored-locale';
import {
  APP_ISLAND_ATTRIBUTE,
  APP_READY_EVENT,
  PRERENDERED_LOCALE_ATTRIBUTE,
} from './shared/meta/prerender-markers';
import { followLinksInPageLanguage } from './islands/page-language-link';
import { showFallbackOfFailedImages } from './islands/failed-images';
import {
  hydrateOnFirstInteraction,
  type WaitingIsland,
} from './shared/hydration/first-interaction';
import { countPageViewAtLoad } from './shell/analytics/page-view-at-load';

interface IslandModule {
  /** Resolves once the island is interactive (the interaction islands wait for their commit). */
  hydrateIsland(element: Element, locale: Locale): void | Promise<void>;
}

/** The registry: each island's code, loaded when the page has that island. */
const ISLANDS: Record<IslandName, () => Promise<IslandModule>> = {
  header: () => import('./islands/header-island'),
  consent: () => import('./islands/consent-island'),
  'contact-form': () => import('./islands/contact-form-island'),
  'project-request-form': () => import('./islands/project-request-island'),
  'flagship-registration': () => import('./islands/flagship-registration-island'),
};

/** The app entry's URL, written by the prerender step beside this script. */
const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
/** The chunks the app entry and the page's own code load (space-separated), fetched beside it. */
const APP_CHUNKS_ATTRIBUTE = 'data-app-chunks';
/** The footer's "cookie settings" button (Footer.tsx), which is not an island itself. */
const COOKIE_SETTINGS_BUTTON = '.app-footer__cookie-button';

function requestedLocale(): Locale | null {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return isOneOf(LOCALES, lang) ? lang : null;
}

function loadApp(): HTMLScriptElement {
  const entry = document.querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`);
  const src = entry?.getAttribute(APP_ENTRY_ATTRIBUTE);
  if (!src) throw new Error('The page names no app entry.');
  // All at once rather than each after the one that imports it.
  for (const chunk of entry?.getAttribute(APP_CHUNKS_ATTRIBUTE)?.split(' ') ?? []) {
    if (!chunk) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = chunk;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = src;
  document.head.append(script);
  return script;
}

/** Runs `load` once, when the element comes near the screen or something in it gets focus. */
function whenReached(element: Element, load: () => void) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    element.removeEventListener('focusin', start);
    element.removeEventListener('pointerdown', start);
    load();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: '400px 0px' },
  );
  // The island's box has `display: contents` (no box to intersect): watch its children.
  for (const child of element.children) observer.observe(child);
  element.addEventListener('focusin', start);
  element.addEventListener('pointerdown', start);
}

/**
 * Loads the app, which takes the whole page over; resolves once it has (app-ready.ts). When its
 * entry cannot load, the held clicks are let go (links and the server's page still work).
 */
function takeOverByApp(): Promise<void> {
  return new Promise((ready, fail) => {
    window.addEventListener(APP_READY_EVENT, () => ready(), { once: true });
    loadApp().addEventListener('error', () => fail(new Error('The app did not load.')));
  });
}

/**
 * A page that is one island (the Academy's): the app takes it over at the first interaction,
 * holding early clicks on its buttons until then; a browser with a session needs the app at
 * once (the markup shows the signed-out view).
 */
function hydrateAppIsland(root: Element, locale: Locale) {
  setActiveLocale(locale);
  if (hasSessionHint(document.cookie)) {
    loadApp();
    return;
  }
  hydrateOnFirstInteraction([{ element: root, hydrate: takeOverByApp }]);
  // With consent to statistics, this page's view counts now; the app's tracker knows it.
  countPageViewAtLoad(locale);
  followLinksInPageLanguage(locale);
}

function hydrateIslands(locale: Locale) {
  setActiveLocale(locale);
  let texts: Promise<Locale> | undefined;
  const shownLocale = () =>
    (texts ??= import('./shared/i18n/catalog-store').then((store) =>
      store.loadInitialLocale(locale),
    ));
  // The header knows the signed-out state from the markup; a browser with a session needs it
  // at once to show the member's menu (its buttons stay hidden until then, app.css).
  const signedIn = hasSessionHint(document.cookie);
  if (signedIn) document.documentElement.setAttribute(SESSION_PENDING_ATTRIBUTE, '');
  const waiting: WaitingIsland[] = [];
  let consentIsland: Element | undefined;
  for (const element of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE);
    if (!isOneOf(ISLAND_NAMES, name)) continue;
    const hydrate = () =>
      Promise.all([ISLANDS[name](), shownLocale()]).then(([island, shown]) =>
        island.hydrateIsland(element, shown),
      );
    if (name === 'consent') consentIsland = element;
    if (ON_DEMAND_ISLANDS.includes(name)) whenReached(element, () => void hydrate());
    else if (INTERACTION_ISLANDS.includes(name) && !(name === 'header' && signedIn))
      waiting.push({ element, hydrate });
    else void hydrate();
  }
  const interaction = hydrateOnFirstInteraction(waiting);
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(COOKIE_SETTINGS_BUTTON)) return;
    // The banner is the consent island's: it opens once that has taken its markup over.
    const open = () => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
    if (consentIsland) void interaction.ready(consentIsland).then(open);
    else open();
  });
  // With consent to statistics, this page's view counts now, without waiting for React.
  countPageViewAtLoad(locale);
  followLinksInPageLanguage(locale);
  showFallbackOfFailedImages();
}

// A prerendered page carries the cookie banner; whoever has decided does not get to see it.
if (readConsentRecord()) document.documentElement.setAttribute('data-consent-decided', '');

const requested = requestedLocale();
if (requested) storeLocale(requested);
const locale = requested ?? readStoredLocale();
const root = document.getElementById('root');
const prerendered = root?.getAttribute(PRERENDERED_LOCALE_ATTRIBUTE);
const opensDialog = new URLSearchParams(window.location.search).get('dialog') === 'login';

if (prerendered !== locale || opensDialog || !root) loadApp();
else if (root.hasAttribute(APP_ISLAND_ATTRIBUTE)) hydrateAppIsland(root, locale);
else hydrateIslands(locale);
