import { cx } from '@platform/ui';
import { useId, type ReactNode } from 'react';

export interface SectionProps {
  /** Anchor id of the section, if it should be linkable. */
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  /** `muted` gives a tinted background, to tell neighbouring sections apart. */
  tone?: 'plain' | 'muted';
  /** Narrow text column, for running text. */
  narrow?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A titled part of a page (`<section>` named by its `<h2>`). */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  narrow = false,
  className,
  children,
}: SectionProps) {
  const titleId = useId();
  return (
    <section
      id={id}
      className={cx('mk-section', tone === 'muted' && 'mk-section--muted', className)}
      aria-labelledby={titleId}
    >
      <div className="app-container">
        <div className={narrow ? 'mk-section__narrow' : undefined}>
          <header className="mk-section__header">
            {eyebrow ? <p className="mk-eyebrow">{eyebrow}</p> : null}
            <h2 id={titleId} className="mk-section__title">
              {title}
            </h2>
            {intro ? <p className="mk-section__intro">{intro}</p> : null}
          </header>
          {children}
        </div>
      </div>
    </section>
  );
}
