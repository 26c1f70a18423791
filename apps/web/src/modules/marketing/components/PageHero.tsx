import { cx } from '@platform/ui';
import { useId, type ReactNode } from 'react';

export interface PageHeroProps {
  /** A short label above the title (e.g. the section of the site). */
  eyebrow?: ReactNode;
  /** The page's only `<h1>`. */
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons or links below the lead. */
  actions?: ReactNode;
  /** Content beside the text on wide screens (key facts, a card...). */
  aside?: ReactNode;
  className?: string;
}

/** The top of a page: title, introduction and the main actions. */
export function PageHero({ eyebrow, title, lead, actions, aside, className }: PageHeroProps) {
  const titleId = useId();
  return (
    <section className={cx('mk-hero', className)} aria-labelledby={titleId}>
      <div
        className={cx('app-container', 'mk-hero__inner', Boolean(aside) && 'mk-hero__inner--split')}
      >
        <div className="mk-hero__text">
          {eyebrow ? <p className="mk-eyebrow">{eyebrow}</p> : null}
          <h1 id={titleId} className="mk-hero__title">
            {title}
          </h1>
          {lead ? <p className="mk-hero__lead">{lead}</p> : null}
          {actions ? <div className="mk-actions">{actions}</div> : null}
        </div>
        {aside ? <div className="mk-hero__aside">{aside}</div> : null}
      </div>
    </section>
  );
}
