import { useState, type ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from 'react-router-dom';
import { getActiveLocale } from '../shared/i18n/stored-locale';
import { inPageLanguage } from './page-language-link';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
/** Where a navigation goes: an islands page stays in the language shown (page-language-link.ts). */
const target = (to: To) => inPageLanguage(href(to), getActiveLocale());

/**
 * The router of an island: it reads the address bar, and every navigation is a plain page load
 * (marketing pages are prerendered files; the member area loads the app).
 */
export function PageLoadRouter({ children }: { children: ReactNode }) {
  const [navigator] = useState<Navigator>(() => ({
    createHref: href,
    go: (delta) => window.history.go(delta),
    push: (to) => window.location.assign(target(to)),
    replace: (to) => window.location.replace(target(to)),
  }));
  const { pathname, search, hash } = window.location;
  return (
    <Router location={{ pathname, search, hash }} navigator={navigator}>
      {children}
    </Router>
  );
}
