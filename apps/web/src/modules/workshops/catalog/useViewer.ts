import { hasMemberBenefits, type MembershipStatus } from '@platform/domain';
import { graphql } from '../../../graphql/generated';
import { usePageQuery } from '../../../shared/graphql/usePageQuery';
import { useAuth } from '../../auth';

const ViewerMembershipQuery = graphql(`
  query ViewerMembership {
    myMembership {
      status
    }
  }
`);

/**
 * Who is looking: `ready` once the session check (and for a signed-in person their membership)
 * is known (before that, a query would be sent without the token and show visitor prices to a
 * member); `member`: signed in; `benefits`: a member in the trial or the paid membership (member
 * price, promo codes); `lapsed`: signed in, but the membership has run out (base price and the
 * way to `/membership`).
 */
export function useViewer() {
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated' && user !== null;
  const membership = usePageQuery(ViewerMembershipQuery, { skip: !signedIn });
  const membershipStatus = membership.data?.myMembership.status as MembershipStatus | undefined;
  return {
    ready:
      status !== 'checking' && (!signedIn || membershipStatus !== undefined || !!membership.error),
    member: signedIn,
    // Should the status not load, the server still decides the price at registration.
    benefits: signedIn && (membershipStatus === undefined || hasMemberBenefits(membershipStatus)),
    lapsed: signedIn && membershipStatus !== undefined && !hasMemberBenefits(membershipStatus),
    user,
    /** Changes when another person signs in, so lists can start afresh. */
    key: user?.id ?? 'visitor',
  };
}
