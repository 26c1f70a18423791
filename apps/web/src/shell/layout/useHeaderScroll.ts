import { useEffect, useState } from 'react';

export interface HeaderScrollState {
  /** The page is scrolled at all: the header turns translucent. */
  scrolled: boolean;
  /** Scrolling down beyond the threshold: the header moves out of view until scrolling up. */
  hidden: boolean;
}

/** Follows the window's scroll position, at most once per frame. */
export function useHeaderScroll(hideAfterPx: number): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>({ scrolled: false, hidden: false });

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;

    const measure = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const delta = y - lastY;
      lastY = y;
      setState((current) => {
        const scrolled = y > 0;
        // Small jitters (e.g. touch bounce) do not flip the header.
        let hidden = current.hidden;
        if (y <= hideAfterPx) hidden = false;
        else if (delta > 2) hidden = true;
        else if (delta < -2) hidden = false;
        return scrolled === current.scrolled && hidden === current.hidden
          ? current
          : { scrolled, hidden };
      });
    };

    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };

    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [hideAfterPx]);

  return state;
}
