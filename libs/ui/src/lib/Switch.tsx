import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './class-names';
import { useFieldIds } from './field-ids';

export interface SwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'children' | 'onChange'
> {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  /** A sentence about what the switch controls. */
  description?: ReactNode;
  /** Visible words for the two states (e.g. "An"/"Aus"), so the state is not shown by colour only. */
  stateLabels?: { on: ReactNode; off: ReactNode };
  onCheckedChange?: (checked: boolean) => void;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * An on/off switch: a native checkbox with `role="switch"`, so Space toggles it, it is
 * labelled by its `<label>` and screen readers announce "on"/"off".
 */
export function Switch({
  label,
  description,
  stateLabels,
  id,
  className,
  ref,
  checked,
  onCheckedChange,
  onChange,
  ...inputProps
}: SwitchProps) {
  const ids = useFieldIds(id);
  const descriptionId = `${ids.id}-description`;
  return (
    <div className={cx('ui-switch', className)}>
      <input
        {...inputProps}
        ref={ref}
        id={ids.id}
        type="checkbox"
        role="switch"
        className="ui-switch__input"
        checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
      />
      <label htmlFor={ids.id} className="ui-switch__label">
        <span className="ui-switch__track" aria-hidden="true">
          <span className="ui-switch__thumb" />
        </span>
        <span className="ui-switch__text">{label}</span>
        {stateLabels ? (
          <span className="ui-switch__state" aria-hidden="true">
            {checked ? stateLabels.on : stateLabels.off}
          </span>
        ) : null}
      </label>
      {description ? (
        <p id={descriptionId} className="ui-switch__description">
          {description}
        </p>
      ) : null}
    </div>
  );
}
