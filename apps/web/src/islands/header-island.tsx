import type { Locale } from '@platform/domain';
import { hydrateRoot } from 'react-dom/client';
import { AuthProvider } from '../modules/auth/AuthProvider';
import { refresh } from '../modules/auth/api/auth-client';
import { InitialAuthStatusContext } from '../modules/auth/auth-context';
import { Header } from '../shell/layout/Header';
import { IslandFrame } from './IslandFrame';
import { SESSION_PENDING_ATTRIBUTE } from './island-names';

/**
 * The header: menus, language switch, mobile menu, sign-in state, hide-on-scroll. The markup
 * shows the signed-out state (prerendered for a visitor); a session, if the browser has one,
 * replaces it once the refresh answers, and the sign-in buttons stay hidden until then.
 */
export function hydrateIsland(element: Element, locale: Locale): Promise<void> {
  const root = document.documentElement;
  if (root.hasAttribute(SESSION_PENDING_ATTRIBUTE)) {
    // The provider's own refresh is this one (one at a time); the next frame shows its answer.
    void refresh().finally(() =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => root.removeAttribute(SESSION_PENDING_ATTRIBUTE)),
      ),
    );
  }
  return new Promise((ready) => {
    hydrateRoot(
      element,
      <IslandFrame locale={locale} onReady={ready}>
        <InitialAuthStatusContext value="anonymous">
          <AuthProvider>
            <Header />
          </AuthProvider>
        </InitialAuthStatusContext>
      </IslandFrame>,
    );
  });
}
