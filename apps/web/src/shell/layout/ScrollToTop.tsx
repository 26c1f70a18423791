import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusMainContent } from './main-content';

/**
 * On every change of page: back to the top, and focus on the content so that keyboard and
 * screen-reader users start reading the new page instead of staying on the old link.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return; // first render: the browser decides
    previousPathname.current = pathname;
    window.scrollTo(0, 0);
    focusMainContent();
  }, [pathname]);

  return null;
}
