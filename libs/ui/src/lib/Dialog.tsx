import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './class-names';

export interface DialogProps {
  open: boolean;
  /** Called when the dialog closes by Escape or by the caller's buttons. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The action buttons, shown at the bottom. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>` element: the browser keeps focus inside, makes the
 * page behind inert, closes on Escape and returns focus to the element that opened it.
 */
export function Dialog({ open, onClose, title, children, footer, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  return (
    <dialog ref={ref} aria-labelledby={titleId} className={cx('ui-dialog', className)}>
      {open && (
        <>
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          <div className="ui-dialog__body">{children}</div>
          {footer ? <div className="ui-dialog__footer">{footer}</div> : null}
        </>
      )}
    </dialog>
  );
}
