import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { MAIN_CONTENT_ID, focusMainContent } from './main-content';

/** First stop for keyboard users: jumps past the header to the page content. */
export function SkipLink() {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Move focus ourselves instead of changing the URL hash, which the router would see.
    event.preventDefault();
    focusMainContent();
    document.getElementById(MAIN_CONTENT_ID)?.scrollIntoView();
  };

  return (
    <a className="app-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={handleClick}>
      <FormattedMessage id="shell.skipLink" defaultMessage="Zum Inhalt springen" />
    </a>
  );
}
