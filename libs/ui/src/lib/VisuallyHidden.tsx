import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  children: ReactNode;
}

/** Text for assistive technology only: hidden on screen, still read out. */
export function VisuallyHidden({ className, children, ...rest }: VisuallyHiddenProps) {
  return (
    <span {...rest} className={cx('ui-visually-hidden', className)}>
      {children}
    </span>
  );
}
