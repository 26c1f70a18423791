import { useIntl } from 'react-intl';
import { workshopMessages as m } from '../workshop-messages';

export interface WorkshopPosterProps {
  url: string | null;
  isPdf: boolean;
  title: string;
  className?: string;
}

/** The poster image, or for a PDF poster a document icon with a download link. */
export function WorkshopPoster({ url, isPdf, title, className }: WorkshopPosterProps) {
  const intl = useIntl();
  if (!url) return null;
  if (isPdf) {
    return (
      <a className={`ws-poster ws-poster--pdf ${className ?? ''}`} href={url} download>
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path
            d="M6 2h9l5 5v15H6zM14 3v5h5M8.5 13h7M8.5 16h7M8.5 19h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
        <span>{intl.formatMessage(m.posterPdf)}</span>
      </a>
    );
  }
  return (
    <img
      className={`ws-poster ${className ?? ''}`}
      src={url}
      alt={intl.formatMessage(m.posterAlt, { title })}
      loading="lazy"
    />
  );
}
