import {
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type JSX,
} from 'react';
import { holdClicks } from './held-clicks';
import { handOverTypedValues } from './typed-values';
import { useHydrated } from './useHydrated';

/** A part made by `onDemand`; `preload` loads its code now (the consent island's banner). */
export type OnDemandPart<P extends object> = ((props: P) => JSX.Element) & {
  preload(): Promise<unknown>;
};

/** How near the screen a part's code starts loading (as the islands' `ON_DEMAND_ISLANDS`). */
const NEAR_SCREEN = '400px';
const WAKE_EVENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const;

const everyPart = new Set<() => Promise<unknown>>();

/**
 * On the server: the code of every on-demand part, so their markup is in the page. Also of the
 * parts inside them (their modules declare those as they load).
 */
export async function preloadOnDemandParts(): Promise<void> {
  let started = 0;
  while (started < everyPart.size) {
    const parts = [...everyPart];
    started = parts.length;
    await Promise.all(parts.map((start) => start()));
  }
}

/**
 * When a waiting part's code loads: when it comes within 400 px of the screen (`near-screen`),
 * or once the browser is idle after the page has hydrated (`idle`: a part every visitor may
 * need soon, as the cookie banner, but not for the first paint). Focus or a pointer on it
 * loads it at once either way.
 */
export type OnDemandTrigger = 'near-screen' | 'idle';

/** At the latest this long after hydration, an `idle` part loads even on a busy page. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * A part of a page whose code the first load does without (a form below the fold or at the
 * side): the server renders it whole; in the browser its markup stays as the server sent it
 * (React keeps a suspended boundary's HTML while hydrating) until its trigger (see
 * `OnDemandTrigger`), then its code loads and it hydrates. Rendered in the browser afresh (a
 * client-side navigation), it loads at once.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  trigger: OnDemandTrigger = 'near-screen',
): OnDemandPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  everyPart.add(start);

  function Loaded({ gate, props }: { gate: Gate<P>; props: P }) {
    const Component = loaded ?? use(gate.promise);
    // Runs once the part has hydrated (or rendered): a click held meanwhile happens now.
    useEffect(() => gate.hydrated(), [gate]);
    // Always the same component (the module's export, loaded once), so no state is reset.
    // eslint-disable-next-line react-hooks/static-components
    return <Component {...props} />;
  }

  // While the boundary waits, a parent's re-render with equal props must not reach it: React
  // renders a boundary that is updated before it has hydrated afresh (its fallback first).
  const Boundary = memo(
    function Boundary({ gate, props }: { gate: Gate<P>; props: P }) {
      return (
        // Should React show the fallback after all (a context changed meanwhile), the code
        // loads at once.
        <Suspense fallback={<OpenOnMount gate={gate} />}>
          <Loaded gate={gate} props={props} />
        </Suspense>
      );
    },
    (before, after) => before.gate === after.gate && shallowEqual(before.props, after.props),
  );

  const part = function OnDemandPart(props: P) {
    const hydrating = !useHydrated();
    const box = useRef<HTMLDivElement>(null);
    const [gate] = useState((): Gate<P> => {
      let open: () => void = () => undefined;
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { open, promise: opened.then(start), hydrated: () => undefined };
    });

    useEffect(() => {
      const element = box.current;
      if (loaded || !element) return undefined;
      if (!hydrating) {
        gate.open();
        return undefined;
      }
      const wake = () => gate.open();
      const stopWaiting = trigger === 'idle' ? whenIdle(wake) : whenNearScreen(element, wake);
      for (const event of WAKE_EVENTS) element.addEventListener(event, wake, { passive: true });
      // A click held here (also one made again by the islands' loader, with no pointer before
      // it) wakes the part too.
      const clicks = holdClicks(element, wake);
      // What was typed into its fields meanwhile counts, then the held click happens.
      gate.hydrated = () => {
        handOverTypedValues(element);
        clicks.release();
      };
      return () => {
        stopWaiting();
        clicks.stop();
        for (const event of WAKE_EVENTS) element.removeEventListener(event, wake);
      };
      // Decided once, at mount: the hydration state of that render.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    return (
      <div ref={box} className="app-on-demand">
        <Boundary gate={gate} props={props} />
      </div>
    );
  };
  return Object.assign(part, { preload: start });
}

/** Calls `wake` once a child of the element comes near the screen; returns the cancel. */
function whenNearScreen(element: Element, wake: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wake();
    },
    { rootMargin: NEAR_SCREEN },
  );
  // The box has none of its own (`.app-on-demand`, `display: contents`, app.css): its children are observed.
  for (const child of Array.from(element.children)) observer.observe(child);
  return () => observer.disconnect();
}

/** Calls `wake` when the browser is next idle (at most IDLE_TIMEOUT_MS); returns the cancel. */
function whenIdle(wake: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(wake, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(wake, 0);
  return () => window.clearTimeout(id);
}

interface Gate<P> {
  open: () => void;
  promise: Promise<ComponentType<P>>;
  /** Called when the part has hydrated. */
  hydrated: () => void;
}

function OpenOnMount<P>({ gate }: { gate: Gate<P> }) {
  useEffect(() => gate.open(), [gate]);
  return null;
}

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}
