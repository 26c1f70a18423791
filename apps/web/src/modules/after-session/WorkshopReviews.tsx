import { ratingIsPublic } from '@platform/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../graphql/generated';
import { usePageQuery } from '../../shared/graphql/usePageQuery';
import { ratingMessages as m } from './rating-messages';
import { StarRating } from './StarRating';

const WorkshopFeedbackCommentsQuery = graphql(`
  query WorkshopFeedbackComments($workshopId: ID!) {
    workshopFeedbackComments(workshopId: $workshopId) {
      id
      firstName
      overall
      comment
      createdAt
    }
  }
`);

/**
 * A workshop page's rating: the stars with the average and count, and the comments attendees
 * chose to show (first name only). Nothing below the minimum number of ratings.
 */
export function WorkshopReviews({
  workshopId,
  average,
  count,
}: {
  workshopId: string;
  average: number | null | undefined;
  count: number;
}) {
  const t = useIntl().formatMessage;
  const headingId = useId();
  const shown = ratingIsPublic(count) && average !== null && average !== undefined;
  const { data } = usePageQuery(WorkshopFeedbackCommentsQuery, {
    variables: { workshopId },
    skip: !shown,
  });
  if (!shown) return null;
  const comments = data?.workshopFeedbackComments ?? [];
  return (
    <section className="workshop-reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(m.commentsHeading)}</h2>
      <StarRating average={average} count={count} />
      {comments.length > 0 && (
        <ul className="workshop-reviews__list">
          {comments.map((c) => (
            <li key={c.id}>
              <blockquote className="workshop-reviews__quote">
                <p>{c.comment}</p>
              </blockquote>
              <p className="workshop-reviews__by">
                — {t(m.commentBy, { name: c.firstName, stars: c.overall })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
