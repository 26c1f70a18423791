import { createContext, useCallback, useContext } from 'react';
import { useNavigate, type Location, type NavigateOptions, type To } from 'react-router-dom';

/** Whether a navigation is under way (its page's code still loading), and where it goes. */
export interface NavigationState {
  state: 'idle' | 'loading';
  location?: Location;
}

interface RouterProgress {
  navigation: NavigationState;
  /** Resolves once the next location is on screen. */
  whenShown: () => Promise<void>;
}

const IDLE: RouterProgress = { navigation: { state: 'idle' }, whenShown: () => Promise.resolve() };

export const RouterProgressContext = createContext<RouterProgress>(IDLE);

/** The pending navigation, if any; idle outside the app's router (tests with MemoryRouter). */
export function useNavigationState(): NavigationState {
  return useContext(RouterProgressContext).navigation;
}

/**
 * Navigates and resolves once the new page is on screen (its code loaded), for steps that
 * must follow it, e.g. ending the session only after leaving a members' page.
 */
export function useNavigateAndWait(): (to: To, options?: NavigateOptions) => Promise<void> {
  const navigate = useNavigate();
  const { whenShown } = useContext(RouterProgressContext);
  return useCallback(
    async (to, options) => {
      const shown = whenShown();
      await navigate(to, options);
      await shown;
    },
    [navigate, whenShown],
  );
}
