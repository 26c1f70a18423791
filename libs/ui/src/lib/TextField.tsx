import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldChromeProps } from './Field';
import { describedBy, useFieldIds } from './field-ids';

export interface TextFieldProps
  extends FieldChromeProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  ref?: Ref<HTMLInputElement>;
  /** Class of the wrapper (label, control and messages). */
  className?: string;
}

/** A labelled single-line input (text, email, tel, url...). */
export function TextField({
  label,
  hint,
  error,
  optionalLabel,
  id,
  className,
  ref,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
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
      <input
        {...inputProps}
        ref={ref}
        id={ids.id}
        type={type}
        className="ui-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error, extra: extraDescribedBy })}
      />
    </Field>
  );
}
