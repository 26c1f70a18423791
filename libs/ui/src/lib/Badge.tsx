import type { HTMLAttributes, ReactElement } from 'react';
import { cx } from './class-names';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  tone?: BadgeTone;
  /** The status in words: colour alone never carries the meaning. */
  children: string | number | ReactElement;
}

/** A short status label. The tone adds colour and a shape marker on top of the text. */
export function Badge({ tone = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx('ui-badge', `ui-badge--${tone}`, className)}>
      <span className="ui-badge__marker" aria-hidden="true" />
      {children}
    </span>
  );
}
