import { PAYMENT_UNDO_SECONDS } from '@platform/domain';
import { useCallback, useEffect, useState } from 'react';

/**
 * The minute in which an admin's "paid" can be undone: which invoices, and whether the window
 * is still open. The server enforces the window; this only decides how long the button is
 * offered (a little less than the server allows, so it never offers a refused undo).
 */
export function useUndoWindow() {
  const [ids, setIds] = useState<string[]>([]);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    if (!isOpen) return undefined;
    const timer = window.setTimeout(() => setOpen(false), (PAYMENT_UNDO_SECONDS - 2) * 1000);
    return () => window.clearTimeout(timer);
  }, [isOpen, ids]);

  const open = useCallback((paid: string[]) => {
    setIds(paid);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  return { ids, isOpen, open, close };
}
