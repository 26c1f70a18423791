import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; use `article` for self-contained items, `li` inside lists. */
  as?: 'div' | 'article' | 'section' | 'li';
  children: ReactNode;
}

/** A bordered surface that groups related content. */
export function Card({ as: Element = 'div', className, children, ...rest }: CardProps) {
  return (
    <Element {...rest} className={cx('ui-card', className)}>
      {children}
    </Element>
  );
}
