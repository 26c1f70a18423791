import { DEFAULT_LOCALE, type Locale } from '@platform/domain';
import type { CatalogGroup } from './catalog-groups';
import { loadCatalogGroup, type Messages } from './catalogs';

/**
 * The translations loaded so far, per language, and the catalog groups the visited pages need.
 * Lives outside React: route loaders ask for their page's group before the page renders, and
 * LocaleProvider reads the merged messages of the shown language.
 */
const requiredGroups = new Set<CatalogGroup>(['core']);
const loadedGroups = new Map<Locale, Map<CatalogGroup, Messages>>();
const pendingGroups = new Map<string, Promise<void>>();
const snapshots = new Map<Locale, Messages>();
const listeners = new Set<() => void>();
const NO_MESSAGES: Messages = Object.freeze({});

/** The language that is shown, or being switched to: new page groups load in this language. */
let targetLocale: Locale = DEFAULT_LOCALE;

export function setTargetLocale(locale: Locale): void {
  targetLocale = locale;
}

/**
 * Called by a route before its page renders. Never rejects: a group that cannot be loaded
 * leaves that page in German (react-intl logs each missing text).
 */
export function requireCatalogGroup(group: CatalogGroup): Promise<void> {
  requiredGroups.add(group);
  return loadGroup(targetLocale, group).catch((error: unknown) => {
    console.error(`[i18n] Could not load the "${group}" texts for "${targetLocale}".`, error);
  });
}

/** Loads every group needed so far in `locale`; rejects if one fails (the switch is cancelled). */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([...requiredGroups].map((group) => loadGroup(locale, group)));
}

/** The merged messages of a language; the same object until another group arrives. */
export function getMessages(locale: Locale): Messages {
  return snapshots.get(locale) ?? NO_MESSAGES;
}

export function subscribeToCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadGroup(locale: Locale, group: CatalogGroup): Promise<void> {
  if (loadedGroups.get(locale)?.has(group)) return Promise.resolve();
  const key = `${locale}/${group}`;
  let pending = pendingGroups.get(key);
  if (!pending) {
    pending = loadCatalogGroup(locale, group)
      .then((messages) => store(locale, group, messages))
      .finally(() => pendingGroups.delete(key));
    pendingGroups.set(key, pending);
  }
  return pending;
}

function store(locale: Locale, group: CatalogGroup, messages: Messages): void {
  let groups = loadedGroups.get(locale);
  if (!groups) {
    groups = new Map();
    loadedGroups.set(locale, groups);
  }
  groups.set(group, messages);
  if (Object.keys(messages).length === 0) return; // nothing new to show
  const shown = snapshots.get(locale);
  if (shown) {
    // Texts for parts that have not rendered yet (a page's group loads before the page renders,
    // an on-demand part's with its code): added to the messages in use, where react-intl looks
    // them up. Not a new object: a changed context value would reach every part of the page
    // still waiting to hydrate, and React would render those afresh, dropping the server's
    // markup (shared/hydration/on-demand.tsx).
    Object.assign(shown, messages);
    return;
  }
  snapshots.set(locale, Object.assign({}, ...groups.values()) as Messages);
  for (const listener of listeners) listener();
}

/** At start: the stored language's texts, or German if they cannot be loaded. */
export async function loadInitialLocale(locale: Locale): Promise<Locale> {
  setTargetLocale(locale);
  try {
    await loadLocale(locale);
    return locale;
  } catch (error) {
    console.error(`[i18n] Could not load the "${locale}" messages; using German.`, error);
    setTargetLocale(DEFAULT_LOCALE);
    return DEFAULT_LOCALE;
  }
}
