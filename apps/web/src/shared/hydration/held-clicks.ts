/**
 * Holds back a click on a button in markup whose code has not arrived yet (it would do nothing,
 * or send a form natively) and clicks that button again once the part has hydrated: a visitor
 * who presses "Decline" on the cookie banner at once still declines.
 */
export function holdClicks(box: HTMLElement): { release: () => void; stop: () => void } {
  let held: HTMLButtonElement | null = null;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !box.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  box.addEventListener('click', onClick, true);
  const stop = () => box.removeEventListener('click', onClick, true);
  return {
    stop,
    release() {
      stop();
      const button = held;
      held = null;
      if (button?.isConnected && !button.disabled) button.click();
    },
  };
}
