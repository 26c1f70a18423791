/**
 * Parts of a server-rendered page that React takes over at the first sign of someone using the
 * page (a pointer moving or touching, a key, focus, scrolling), not while it loads: a visitor
 * who only reads costs the phone no hydration work (a marketing page's header and banner). A click that reaches such a part before React has it is held
 * and given to it once React has (a link is left to the browser: a plain page load serves it),
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
  const done = new Set<Element>();
  let started = false;

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
    for (const island of islands) {
      readiness.set(
        island.element,
        island
          .hydrate()
          .then(() => handOverTypedValues(island.element))
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

/**
 * React takes a field over with whatever it holds, but its state still has the server's value:
 * a field that differs from its markup's value (typed into before React had it) is told to
 * React as a change, as a person's input would (the value set past React's tracker, then an
 * input event).
 */
export function handOverTypedValues(root: Element): void {
  for (const field of root.querySelectorAll('input, textarea')) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (field instanceof HTMLInputElement && ['checkbox', 'radio'].includes(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value');
    // React's tracker sees the markup's value first, so the typed one counts as a change.
    field.value = field.defaultValue;
    native?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
