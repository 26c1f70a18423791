import { DETAIL_POSTER_SIZES, posterSrcSet, posterVariantUrl } from '@platform/domain';
import { defineMessage, useIntl } from 'react-intl';

const m = {
  alt: defineMessage<{ title: string | number }>({
    id: 'academy.poster.alt',
    defaultMessage: 'Poster zum Workshop „{title}“',
  }),
  pdf: defineMessage({ id: 'academy.poster.pdf', defaultMessage: 'Poster als PDF öffnen' }),
};

export interface WorkshopPosterProps {
  url: string | null;
  isPdf: boolean;
  title: string;
  className?: string;
  /** How wide it is shown (`sizes`): the browser picks the copy from `srcset` by it. */
  sizes?: string;
  /** In the first screen: loaded at once; everything else only when scrolled near. */
  eager?: boolean;
}

/** Box the poster is laid out in before it loads (16:9, as the cards crop it): no shift. */
const BOX = { width: 1200, height: 675 };

/**
 * The workshop's poster image (WebP copies at 400, 800 and 1200 px through `srcset`, a fixed
 * box, lazy below the fold), or a link to it when it is a PDF.
 */
export function WorkshopPoster({
  url,
  isPdf,
  title,
  className = 'academy-poster',
  sizes = DETAIL_POSTER_SIZES,
  eager = false,
}: WorkshopPosterProps) {
  const t = useIntl().formatMessage;
  if (!url) return null;
  if (isPdf) {
    return (
      <p className={className}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t(m.pdf)}
        </a>
      </p>
    );
  }
  return (
    <img
      className={className}
      src={posterVariantUrl(url, 800)}
      srcSet={posterSrcSet(url)}
      sizes={sizes}
      width={BOX.width}
      height={BOX.height}
      alt={t(m.alt, { title })}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
