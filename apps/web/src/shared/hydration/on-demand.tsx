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
import { useHydrated } from './useHydrated';

/** How near the screen a part's code starts loading (as the islands' `ON_DEMAND_ISLANDS`). */
const NEAR_SCREEN = '400px';
const WAKE_EVENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const;

const everyPart = new Set<() => Promise<unknown>>();

/** On the server: the code of every on-demand part, so their markup is in the page. */
export function preloadOnDemandParts(): Promise<unknown> {
  return Promise.all([...everyPart].map((start) => start()));
}

/**
 * A part of a page whose code the first load does without (a form below the fold or at the
 * side): the server renders it whole; in the browser its markup stays as the server sent it
 * (React keeps a suspended boundary's HTML while hydrating) until it comes within 400 px of the
 * screen or gets focus or a pointer, then its code loads and it hydrates. Rendered in the
 * browser afresh (a client-side navigation), it loads at once.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => JSX.Element {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  everyPart.add(start);

  function Loaded({ gate, props }: { gate: Promise<ComponentType<P>>; props: P }) {
    const Component = loaded ?? use(gate);
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
          <Loaded gate={gate.promise} props={props} />
        </Suspense>
      );
    },
    (before, after) => before.gate === after.gate && shallowEqual(before.props, after.props),
  );

  return function OnDemandPart(props: P) {
    const hydrating = !useHydrated();
    const box = useRef<HTMLDivElement>(null);
    const [gate] = useState((): Gate<P> => {
      let open: () => void = () => undefined;
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { open, promise: opened.then(start) };
    });

    useEffect(() => {
      const element = box.current;
      if (loaded || !element) return undefined;
      if (!hydrating) {
        gate.open();
        return undefined;
      }
      const wake = () => gate.open();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) wake();
        },
        { rootMargin: NEAR_SCREEN },
      );
      // The box has none of its own (`.app-on-demand`, `display: contents`, app.css): its children are observed.
      for (const child of Array.from(element.children)) observer.observe(child);
      for (const event of WAKE_EVENTS) element.addEventListener(event, wake, { passive: true });
      return () => {
        observer.disconnect();
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
}

interface Gate<P> {
  open: () => void;
  promise: Promise<ComponentType<P>>;
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
