import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router, UNSAFE_createBrowserHistory, type Location } from 'react-router-dom';
import { RouterProgressContext, type NavigationState } from '../../shared/routing/navigation-state';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type HistoryUpdate = Parameters<Parameters<BrowserHistory['listen']>[0]>[0];

/**
 * The browser's router: the address bar's location, applied as a transition so that a page
 * whose code is still loading does not blank the screen (the previous page stays until it is
 * ready). While that lasts, `useNavigationState()` reports the target.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [browser] = useState<BrowserHistory>(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [current, setCurrent] = useState<{ action: HistoryUpdate['action']; location: Location }>(
    () => ({ action: browser.action, location: browser.location }),
  );
  const [target, setTarget] = useState<Location>();
  const [isPending, startTransition] = useTransition();
  const waiting = useRef<(() => void)[]>([]);

  useLayoutEffect(
    () =>
      browser.listen(({ action, location }) => {
        setTarget(location);
        startTransition(() => setCurrent({ action, location }));
      }),
    [browser],
  );

  // A location on screen: whoever waited for the navigation goes on.
  useEffect(() => {
    const resolved = waiting.current;
    waiting.current = [];
    for (const resolve of resolved) resolve();
  }, [current.location]);

  const whenShown = useCallback(
    () => new Promise<void>((resolve) => waiting.current.push(resolve)),
    [],
  );
  const progress = useMemo(() => {
    const navigation: NavigationState =
      isPending && target ? { state: 'loading', location: target } : { state: 'idle' };
    return { navigation, whenShown };
  }, [isPending, target, whenShown]);

  return (
    <RouterProgressContext value={progress}>
      <Router location={current.location} navigationType={current.action} navigator={browser}>
        {children}
      </Router>
    </RouterProgressContext>
  );
}
