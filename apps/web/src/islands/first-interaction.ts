/**
 * Islands that wait for a person (INTERACTION_ISLANDS): their code, and React with it, loads at
 * the first sign of someone using the page (a pointer moving or touching, a key, focus,
 * scrolling), not while the page loads, so a visitor who only reads costs the phone no
 * JavaScript beyond the loader. A click that reaches an island before it has taken its markup
 * over is held and given to it once it has (a link inside is left to the browser: links between
 * these pages are plain page loads anyway).
 */
const TRIGGERS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
] as const;
const PASSIVE_CAPTURE = { capture: true, passive: true } as const;

export interface WaitingIsland {
  element: Element;
  /** Loads the island's code and takes its markup over; resolves once it is interactive. */
  hydrate: () => Promise<void>;
}

export interface InteractionIslands {
  /** Starts every waiting island (if not yet) and resolves when `element`'s island is ready. */
  ready(element: Element): Promise<void>;
}

export function hydrateOnFirstInteraction(islands: readonly WaitingIsland[]): InteractionIslands {
  const readiness = new Map<Element, Promise<void>>();
  const done = new Set<Element>();
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) window.removeEventListener(type, start, PASSIVE_CAPTURE);
    for (const island of islands) {
      readiness.set(
        island.element,
        island
          .hydrate()
          .catch((error: unknown) => console.error(error))
          .finally(() => {
            done.add(island.element);
            if (done.size === islands.length)
              document.removeEventListener('click', holdEarlyClick, true);
          }),
      );
    }
  };

  const ready = (element: Element): Promise<void> => {
    start();
    return readiness.get(element) ?? Promise.resolve();
  };

  function holdEarlyClick(event: MouseEvent) {
    const target = event.target;
    if (!(target instanceof Element) || target.closest('a[href]')) return;
    const island = islands.find((candidate) => candidate.element.contains(target));
    if (!island || done.has(island.element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void ready(island.element).then(() => {
      if (!target.isConnected) return;
      // A click without a pointer, as assistive technology sends (React Aria treats it so).
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
  }

  if (islands.length > 0) {
    for (const type of TRIGGERS) window.addEventListener(type, start, PASSIVE_CAPTURE);
    document.addEventListener('click', holdEarlyClick, true);
  }
  return { ready };
}
