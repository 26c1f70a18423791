import { useQuery } from '@apollo/client/react';
import { formatBerlinDateTime } from '@platform/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../graphql/generated';
import { LinkButton } from '../../shared/components/LinkButton';
import { checkInPath } from '../../shared/paths';
import { checkinMessages as m } from './checkin-messages';

const MyCheckInSessionsQuery = graphql(`
  query MyCheckInSessions {
    myCheckInSessions {
      sessionId
      workshopId
      title
      startsAt
    }
  }
`);

/**
 * The sessions a host named the member a check-in helper for, each with the way to its check-in
 * screen; nothing when there are none.
 */
export function HelperSessions() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const { data } = useQuery(MyCheckInSessionsQuery);
  const sessions = data?.myCheckInSessions ?? [];
  if (sessions.length === 0) return null;
  return (
    <section className="checkin-helper-sessions" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(m.helperSessionsHeading)}</h3>
      <ul className="checkin__people">
        {sessions.map((s) => (
          <li key={s.sessionId} className="checkin__person">
            <span className="checkin__name">
              {s.title}, {formatBerlinDateTime(s.startsAt, intl.locale)}
            </span>
            <LinkButton to={checkInPath(s.workshopId, s.sessionId)} size="sm">
              {t(m.helperSessionOpen, { title: s.title })}
            </LinkButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
