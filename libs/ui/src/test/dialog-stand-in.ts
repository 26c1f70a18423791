/**
 * jsdom has no modal `<dialog>` (`showModal` and `close` are missing). This stand-in does the
 * parts of the browser's behaviour that `Dialog` relies on: `showModal()` opens and focuses the
 * first focusable element inside, Escape fires `cancel` and then closes, `close()` fires `close`
 * and returns focus to the element that had it before opening. The browser's real focus trap
 * (the page behind becomes inert) cannot be reproduced here; the browser tests cover it.
 */
export function installDialogStandIn(): () => void {
  const proto = HTMLDialogElement.prototype;
  const originals = { showModal: proto.showModal, close: proto.close };
  const openers = new WeakMap<HTMLDialogElement, Element | null>();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const dialog = event.currentTarget as HTMLDialogElement;
    const cancel = new Event('cancel', { cancelable: true });
    if (dialog.dispatchEvent(cancel)) dialog.close();
  };

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    openers.set(this, this.ownerDocument.activeElement);
    this.setAttribute('open', '');
    this.addEventListener('keydown', onKeyDown);
    const first = this.querySelector<HTMLElement>(
      'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    (first ?? this).focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.removeEventListener('keydown', onKeyDown);
    const opener = openers.get(this);
    if (opener instanceof HTMLElement) opener.focus();
    this.dispatchEvent(new Event('close'));
  };

  return () => {
    proto.showModal = originals.showModal;
    proto.close = originals.close;
  };
}
