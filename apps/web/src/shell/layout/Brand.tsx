import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../shared/paths';
import { siteMessages } from '../../shared/site-messages';

/** The logo mark and the company name, linking home. */
export function Brand({ className }: { className?: string }) {
  const intl = useIntl();
  const siteName = intl.formatMessage(siteMessages.siteName);
  return (
    <Link to={PATHS.home} className={className ?? 'app-brand'}>
      <svg className="app-brand__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <circle cx="32" cy="32" r="15" fill="none" stroke="#ffffff" strokeWidth="7" />
      </svg>
      <span className="app-brand__name">{siteName}</span>
    </Link>
  );
}
