import { cx } from '@platform/ui';
import type { ReactNode } from 'react';

/** A bullet list with check marks. */
export function CheckList({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <ul className={cx('mk-checklist', className)}>
      {items.map((item, index) => (
        <li key={index}>
          <svg
            className="mk-checklist__icon"
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M3 8.5l3 3 7-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
