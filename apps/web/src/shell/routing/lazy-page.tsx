import { lazy, type ComponentType, type FunctionComponent } from 'react';
import type { PageCatalogGroup } from '../../shared/i18n/catalog-groups';
import { requireCatalogGroup } from '../../shared/i18n/catalog-store';

/** A route's component whose code (and texts) load on first use. */
export interface LazyPage extends FunctionComponent {
  /** Loads the code and texts; resolves at once when they are here. */
  preload(): Promise<void>;
  /** The page component once loaded (the prerender step links its chunk by its name). */
  loaded(): ComponentType | undefined;
  /** The groups of texts it needs besides the shell's (see catalog-groups.ts). */
  readonly catalogGroups: readonly PageCatalogGroup[];
}

type PageModule = { default: ComponentType };

/**
 * Already loaded: a thenable that answers at once, so React's lazy component renders in the
 * same pass instead of suspending (what hydration and rendering on the server need).
 */
const alreadyLoaded = (component: ComponentType) =>
  ({
    then: (resolve: (module: PageModule) => void) => resolve({ default: component }),
  }) as unknown as Promise<PageModule>;

/**
 * A page route's component: its code and (in languages other than German) its texts are
 * fetched in parallel when the route is first shown. Until then it suspends; the router starts
 * each navigation as a transition, so the previous page stays on screen meanwhile. Preloaded
 * (main.tsx, the server), it renders at once.
 */
export function lazyPage(
  group: PageCatalogGroup | readonly PageCatalogGroup[] | null,
  load: () => Promise<ComponentType>,
): LazyPage {
  const groups: readonly PageCatalogGroup[] =
    group === null ? [] : typeof group === 'string' ? [group] : group;
  let component: ComponentType | undefined;
  let pending: Promise<void> | undefined;

  function preload(): Promise<void> {
    if (component) return Promise.resolve();
    // A failure stays (React's lazy component keeps it too): the error page asks for a reload,
    // which fetches the current release's files.
    pending ??= Promise.all([load(), ...groups.map((name) => requireCatalogGroup(name))]).then(
      ([loaded]) => {
        component = loaded;
      },
    );
    return pending;
  }

  const Lazy = lazy(() =>
    component
      ? alreadyLoaded(component)
      : preload().then(() => ({ default: component as ComponentType })),
  );

  function Page() {
    return <Lazy />;
  }
  return Object.assign(Page, { preload, loaded: () => component, catalogGroups: groups });
}
