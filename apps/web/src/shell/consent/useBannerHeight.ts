import { useLayoutEffect, type RefObject } from 'react';

const PROPERTY = '--cookie-banner-height';

/**
 * Publishes the banner's height as a CSS variable, so the page can leave room for it at the
 * bottom and nothing (a focused link in the footer, say) hides behind it.
 */
export function useBannerHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const publish = () => root.style.setProperty(PROPERTY, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(PROPERTY);
    };
  }, [ref]);
}
