import { useCallback, useEffect, useState } from 'react';

const PREFIX = 'oiv-draft:';

function read<T extends Record<string, string>>(key: string, empty: T): T {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return empty;
    const draft = { ...empty };
    for (const field of Object.keys(empty) as Array<keyof T>) {
      const value = (stored as Record<string, unknown>)[field as string];
      if (typeof value === 'string') draft[field] = value as T[keyof T];
    }
    return draft;
  } catch {
    return empty;
  }
}

/**
 * Form values kept in this tab's session storage while the member types, so that a session
 * that expires mid-form (sign-in page, then back) does not lose the text. `key` should name
 * the form and the user; `clear()` after a successful submit. Pass `null` to keep nothing.
 */
export function useSessionDraft<T extends Record<string, string>>(
  key: string | null,
  empty: T,
): [T, (next: T | ((current: T) => T)) => void, () => void] {
  const [values, setValues] = useState<T>(() =>
    key && typeof sessionStorage !== 'undefined' ? read(key, empty) : empty,
  );

  useEffect(() => {
    if (!key) return;
    try {
      const isEmpty = Object.values(values).every((value) => value === '');
      if (isEmpty) sessionStorage.removeItem(PREFIX + key);
      else sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
    } catch {
      // Storage may be full or blocked; the form still works, only without a draft.
    }
  }, [key, values]);

  const clear = useCallback(() => {
    setValues(empty);
    if (!key) return;
    try {
      sessionStorage.removeItem(PREFIX + key);
    } catch {
      // See above.
    }
  }, [key, empty]);

  return [values, setValues, clear];
}

/** Forgets every draft of this tab (on sign-out: the next person here sees none). */
export function clearSessionDrafts(): void {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i -= 1) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage may be blocked: then nothing was kept either.
  }
}
