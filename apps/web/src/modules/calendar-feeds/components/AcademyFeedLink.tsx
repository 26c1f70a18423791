import '../calendar-feeds.css';
import { CALENDAR_FEED_PATHS, webcalUrl } from '@platform/domain';
import { FormattedMessage } from 'react-intl';
import { useHydrated } from '../../../shared/hydration/useHydrated';

/**
 * "Subscribe to the Academy's dates": the public feed as a `webcal://` link on the page's own
 * host once in the browser (the plain `https` path when rendered on the server).
 */
export function AcademyFeedLink() {
  const hydrated = useHydrated();
  const href = hydrated
    ? webcalUrl(`${window.location.origin}${CALENDAR_FEED_PATHS.academy}`)
    : CALENDAR_FEED_PATHS.academy;
  return (
    <p className="calendar-feed__academy">
      <a href={href}>
        <FormattedMessage
          id="calendarFeeds.academyLink"
          defaultMessage="Alle Academy-Termine im eigenen Kalender abonnieren"
        />
      </a>
    </p>
  );
}
