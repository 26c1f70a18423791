/**
 * Holds back clicks inside markup whose code has not taken it over yet (they would do nothing,
 * or send a form natively) and makes the last one again once the code has: a visitor who presses
 * "Decline" on the cookie banner at once still declines. Used by the on-demand parts
 * (on-demand.tsx) and the parts waiting for the first interaction (first-interaction.ts).
 * A link is left to the browser: a plain page load serves it.
 */
export interface HeldClicks {
  /** Stops holding and makes the held click again, as a click without a pointer. */
  release: () => void;
  /** Stops holding; a held click is dropped. */
  stop: () => void;
}

export function holdClicks(box: Element, onHold?: () => void): HeldClicks {
  let held: Element | null = null;
  const onClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !box.contains(target) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
    onHold?.();
  };
  // On the window, on the way down: before React's own listener at its root, which stops a
  // click inside a boundary it has not hydrated yet (and the form would be sent natively).
  window.addEventListener('click', onClick, true);
  const stop = () => window.removeEventListener('click', onClick, true);
  return {
    stop,
    release() {
      stop();
      const target = held;
      held = null;
      if (!target) return;
      // In a task of its own, as a person's click would be: what was handed over just before
      // (typed values, handOverTypedValues) is in React's state by then.
      setTimeout(() => {
        if (!target.isConnected) return;
        const control = target.closest('button, input, select, textarea');
        if (control && 'disabled' in control && control.disabled === true) return;
        // As assistive technology sends it (React Aria treats a click without a pointer as a press).
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      }, 0);
    },
  };
}
