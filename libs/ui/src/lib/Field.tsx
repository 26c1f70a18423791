import type { ReactNode } from 'react';
import { cx } from './class-names';
import type { FieldIds } from './field-ids';

/** What every labelled form field can show around its control. */
export interface FieldChromeProps {
  /** The visible label; every control has one. */
  label: ReactNode;
  /** A short help text below the label. */
  hint?: ReactNode;
  /** The problem with the current value; marks the control invalid. */
  error?: ReactNode;
  /** Shown after the label of an optional field, e.g. "(optional)". */
  optionalLabel?: ReactNode;
}

interface FieldProps extends FieldChromeProps {
  ids: FieldIds;
  className?: string;
  children: ReactNode;
}

/** Label, hint, control and error message in a fixed order (shared by the field components). */
export function Field({ ids, label, hint, error, optionalLabel, className, children }: FieldProps) {
  return (
    <div className={cx('ui-field', Boolean(error) && 'ui-field--invalid', className)}>
      <label className="ui-field__label" htmlFor={ids.id}>
        {label}
        {optionalLabel ? <span className="ui-field__optional"> {optionalLabel}</span> : null}
      </label>
      {hint ? (
        <p id={ids.hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={ids.errorId} className="ui-field__error">
          <span className="ui-field__error-icon" aria-hidden="true">
            !
          </span>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
