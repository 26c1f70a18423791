import { Card, cx } from '@platform/ui';
import type { ReactNode } from 'react';

export interface FeatureCardProps {
  title: ReactNode;
  /** A short tag above the title, e.g. a number, letter or status. */
  marker?: ReactNode;
  children?: ReactNode;
  /** A link or button at the bottom of the card. */
  footer?: ReactNode;
  className?: string;
  /** Heading level inside the section (default 3). */
  headingLevel?: 3 | 4;
}

/** A card with a heading and text, used in grids of services, benefits and principles. */
export function FeatureCard({
  title,
  marker,
  children,
  footer,
  className,
  headingLevel = 3,
}: FeatureCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Card as="li" className={cx('mk-feature', className)}>
      {marker ? <div className="mk-feature__marker">{marker}</div> : null}
      <Heading className="mk-feature__title">{title}</Heading>
      <div className="mk-feature__body">{children}</div>
      {footer ? <div className="mk-feature__footer">{footer}</div> : null}
    </Card>
  );
}

/** A responsive grid of FeatureCards (a list, so screen readers announce the count). */
export function FeatureGrid({
  children,
  columns = 3,
  className,
}: {
  children: ReactNode;
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return <ul className={cx('mk-grid', `mk-grid--${columns}`, className)}>{children}</ul>;
}
