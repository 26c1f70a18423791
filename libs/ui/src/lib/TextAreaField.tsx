import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldChromeProps } from './Field';
import { describedBy, useFieldIds } from './field-ids';

export interface TextAreaFieldProps
  extends FieldChromeProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
  /** Class of the wrapper (label, control and messages). */
  className?: string;
}

/** A labelled multi-line input. */
export function TextAreaField({
  label,
  hint,
  error,
  optionalLabel,
  id,
  className,
  ref,
  rows = 4,
  'aria-describedby': extraDescribedBy,
  ...textareaProps
}: TextAreaFieldProps) {
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
      <textarea
        {...textareaProps}
        ref={ref}
        id={ids.id}
        rows={rows}
        className="ui-input ui-input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error, extra: extraDescribedBy })}
      />
    </Field>
  );
}
