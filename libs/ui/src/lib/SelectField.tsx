import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldChromeProps } from './Field';
import { describedBy, useFieldIds } from './field-ids';

export interface SelectFieldProps
  extends FieldChromeProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  ref?: Ref<HTMLSelectElement>;
  /** The `<option>` elements. */
  children: ReactNode;
  /** Class of the wrapper (label, control and messages). */
  className?: string;
}

/** A labelled native select: keyboard and screen-reader support come with the platform. */
export function SelectField({
  label,
  hint,
  error,
  optionalLabel,
  id,
  className,
  ref,
  children,
  'aria-describedby': extraDescribedBy,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      optionalLabel={optionalLabel}
      className={className}
    >
      <select
        {...selectProps}
        ref={ref}
        id={ids.id}
        className="ui-input ui-input--select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error, extra: extraDescribedBy })}
      >
        {children}
      </select>
    </Field>
  );
}
