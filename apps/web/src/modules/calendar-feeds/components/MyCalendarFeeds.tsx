import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';
import { CalendarFeedBox } from './CalendarFeedBox';

const MyCalendarFeedsQuery = graphql(`
  query MyCalendarFeeds {
    myCalendarFeeds {
      memberUrl
      consultantUrl
    }
  }
`);

const RenewCalendarFeedMutation = graphql(`
  mutation RenewCalendarFeed($kind: CalendarFeedKind!) {
    renewCalendarFeed(kind: $kind) {
      memberUrl
      consultantUrl
    }
  }
`);

/**
 * The member's subscribable calendars: their own feed, and a consultant's feed of their
 * bookings when they have a consultant record.
 */
export function MyCalendarFeeds({ only }: { only?: 'member' | 'consultant' }) {
  const { data } = useQuery(MyCalendarFeedsQuery);
  const [renewFeed, { loading }] = useMutation(RenewCalendarFeedMutation, {
    refetchQueries: [MyCalendarFeedsQuery],
    awaitRefetchQueries: true,
  });
  if (!data) return null;
  const feeds = data.myCalendarFeeds;
  const renew = (kind: 'member' | 'consultant') => async () => {
    try {
      await renewFeed({ variables: { kind } });
      return true;
    } catch {
      return false;
    }
  };
  return (
    <div className="calendar-feeds">
      {only !== 'consultant' ? (
        <CalendarFeedBox
          kind="member"
          url={feeds.memberUrl}
          renewing={loading}
          onRenew={renew('member')}
        />
      ) : null}
      {only !== 'member' && feeds.consultantUrl ? (
        <CalendarFeedBox
          kind="consultant"
          url={feeds.consultantUrl}
          renewing={loading}
          onRenew={renew('consultant')}
        />
      ) : null}
    </div>
  );
}
