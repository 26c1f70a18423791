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
}

/** The workshop's poster image, or a link to it when it is a PDF. */
export function WorkshopPoster({
  url,
  isPdf,
  title,
  className = 'academy-poster',
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
  return <img className={className} src={url} alt={t(m.alt, { title })} loading="lazy" />;
}
