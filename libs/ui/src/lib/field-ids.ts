import { useId } from 'react';

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

/** Stable ids for a form control and the texts that describe it. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  return { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** The `aria-describedby` value: hint, then error, then whatever the caller passed. */
export function describedBy(
  ids: FieldIds,
  { hint, error, extra }: { hint: unknown; error: unknown; extra?: string },
): string | undefined {
  const parts = [hint ? ids.hintId : null, error ? ids.errorId : null, extra ?? null].filter(
    (part): part is string => Boolean(part),
  );
  return parts.length > 0 ? parts.join(' ') : undefined;
}
