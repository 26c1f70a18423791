import { holdClicks } from './held-clicks';
import { handOverTypedValues } from './typed-values';

/**
 * Parts of a server-rendered page that React takes over at the first sign of someone using the
 * page (a pointer moving or touching, a key, focus, scrolling), not while it loads: a visitor
 * who only reads costs the phone no hydration work (a marketing page's header and banner, the
 * Academy's pages). A click that reaches such a part before React has it is held and made again
 * once React has (`holdClicks`; a link is left to the browser: a plain page load serves it),
 * and what was typed into a field meanwhile is handed to React as typed (`handOverTypedValues`).
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
  let started = false;
  // A click (also one without a pointer before it) starts them too, and waits for its island.
  const held = islands.map((island) => holdClicks(island.element, () => start()));

  // Where the pointer was first seen: the browser repeats that place after a layout change
  // without anyone moving it, so only a pointer seen somewhere else counts.
  let pointerAt: string | null = null;
  const start = (event?: Event) => {
    if (
      typeof PointerEvent !== 'undefined' &&
      event instanceof PointerEvent &&
      event.type === 'pointermove'
    ) {
      const at = `${event.clientX},${event.clientY}`;
      if (pointerAt === null || pointerAt === at) {
        pointerAt = at;
        return;
      }
    }
    if (started) return;
    started = true;
    for (const type of TRIGGERS) window.removeEventListener(type, start, PASSIVE_CAPTURE);
    islands.forEach((island, index) => {
      readiness.set(
        island.element,
        island
          .hydrate()
          .then(() => handOverTypedValues(island.element))
          .then(() => held[index]?.release())
          .catch((error: unknown) => {
            held[index]?.stop();
            console.error(error);
          }),
      );
    });
  };

  const ready = (element: Element): Promise<void> => {
    start();
    return readiness.get(element) ?? Promise.resolve();
  };

  if (islands.length > 0)
    for (const type of TRIGGERS) window.addEventListener(type, start, PASSIVE_CAPTURE);
  return { ready };
}
