import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, type FieldErrors } from './field-errors';

/**
 * The error handling every form of the app shares: one message per field, shown beside it;
 * a field loses its message as soon as it is changed (the others keep theirs until the next
 * attempt); a failed attempt moves focus to the first field, in form order, that has one.
 * `fields` lists the fields in form order; they are also the `name`s of their controls.
 */
export function useFormErrors<F extends string>(fields: readonly F[]) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  /** Drops the messages of the fields just changed (names that are not fields are ignored). */
  const clearErrors = useCallback((changed: readonly string[]) => {
    setErrors((current) => {
      const stale = changed.filter((field) => current[field as F] !== undefined);
      if (stale.length === 0) return current;
      const next = { ...current };
      for (const field of stale) delete next[field as F];
      return next;
    });
  }, []);

  /**
   * Shows these messages in place of the previous ones and focuses the first field that has
   * one, else `fallback` (e.g. the form's summary). True when there was any message.
   */
  const showErrors = useCallback(
    (found: FieldErrors<F>, fallback?: HTMLElement | null): boolean => {
      setErrors(found);
      if (!focusFirstInvalid(formRef.current, fields, found)) fallback?.focus();
      return Object.values(found).some(Boolean);
    },
    [fields],
  );

  /** For a form's `onChange`: the control the person just changed loses its message. */
  const clearChanged = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const target = event.target;
      if ('name' in target && typeof target.name === 'string') clearErrors([target.name]);
    },
    [clearErrors],
  );

  /**
   * For `<form {...formProps} onSubmit={…}>`: the form's ref, the browser's own bubbles off
   * (the messages are ours), and a changed control losing its message.
   */
  const formProps = useMemo(
    () => ({ ref: formRef, noValidate: true, onChange: clearChanged }),
    [clearChanged],
  );

  return { formRef, formProps, errors, setErrors, clearErrors, clearChanged, showErrors };
}
