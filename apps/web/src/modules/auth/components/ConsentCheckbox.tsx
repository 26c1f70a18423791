import { cx } from '@platform/ui';
import { useId, type ReactNode, type Ref } from 'react';

export interface ConsentCheckboxProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: ReactNode;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label and (in red) the reason it must be ticked. */
export function ConsentCheckbox({
  name,
  label,
  checked,
  onChange,
  error,
  required,
  ref,
}: ConsentCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx('auth-check', Boolean(error) && 'auth-check--invalid')}>
      <div className="auth-check__row">
        <input
          ref={ref}
          id={id}
          name={name}
          type="checkbox"
          className="auth-check__input"
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="auth-check__label">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="ui-field__error">
          <span className="ui-field__error-icon" aria-hidden="true">
            !
          </span>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
