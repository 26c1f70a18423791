import type { Locale } from '@platform/domain';
import { hydrateRoot } from 'react-dom/client';
import { AuthProvider } from '../modules/auth/AuthProvider';
import { Header } from '../shell/layout/Header';
import { IslandFrame } from './IslandFrame';

/** The header: menus, language switch, mobile menu, sign-in state, hide-on-scroll. */
export function hydrateIsland(element: Element, locale: Locale) {
  hydrateRoot(
    element,
    <IslandFrame locale={locale}>
      <AuthProvider>
        <Header />
      </AuthProvider>
    </IslandFrame>,
  );
}
