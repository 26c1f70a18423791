import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './class-names';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  ref?: Ref<HTMLDivElement>;
  tone?: AlertTone;
  title?: ReactNode;
  /**
   * How a screen reader learns about it: `polite` (role status), `assertive` (role alert, for
   * errors the user must act on) or `off` for a message that is part of the page.
   */
  live?: 'polite' | 'assertive' | 'off';
  children?: ReactNode;
}

/** A message box. The tone shows as colour, a shaped marker and (for screen readers) the role. */
export function Alert({
  tone = 'info',
  title,
  live = 'polite',
  className,
  children,
  ref,
  ...rest
}: AlertProps) {
  const role = live === 'assertive' ? 'alert' : live === 'polite' ? 'status' : undefined;
  return (
    <div {...rest} ref={ref} role={role} className={cx('ui-alert', `ui-alert--${tone}`, className)}>
      <span className="ui-alert__marker" aria-hidden="true" />
      <div className="ui-alert__body">
        {title ? <p className="ui-alert__title">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
