import { cx } from '@platform/ui';

export interface IllustrationProps {
  /** The drawing's URL (an SVG of the app's own assets: hashed, cached for a year). */
  src: string;
  /** What it shows, in the page's language; empty where it is decoration only. */
  alt: string;
  className?: string;
  /** In the first screen: loaded at once; below the fold only when scrolled near. */
  eager?: boolean;
}

/** The drawings are 4:3 (480 × 360): the box is reserved before they load, nothing shifts. */
const BOX = { width: 480, height: 360 };

/** One of the site's drawings, as an image: no script, cacheable, sized against layout shift. */
export function Illustration({ src, alt, className, eager = false }: IllustrationProps) {
  return (
    <img
      className={cx('mk-illustration', className)}
      src={src}
      alt={alt}
      width={BOX.width}
      height={BOX.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
