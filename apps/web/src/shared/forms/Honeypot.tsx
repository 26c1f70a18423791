import type { Ref } from 'react';

/**
 * A spam trap named `website`: off screen, out of the tab order and hidden from assistive
 * technology, so people never fill it in; simple bots do, and the server drops their message.
 */
export function Honeypot({ ref, label }: { ref: Ref<HTMLInputElement>; label: string }) {
  return (
    <div className="mk-honeypot" aria-hidden="true">
      <label>
        {label}
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
