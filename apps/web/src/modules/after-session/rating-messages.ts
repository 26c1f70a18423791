import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts of a workshop's rating (the card's stars, the workshop page's comments): a file of their
 * own, so the Academy's first load does not bring the feedback and materials texts.
 */
export const ratingMessages = defineMessages({
  stars: defineMessage<{ average: string | number }>({
    id: 'academy.rating.stars',
    defaultMessage: '{average} von 5 Sternen',
  }),
  count: defineMessage<{ count: string | number }>({
    id: 'academy.rating.count',
    defaultMessage: '{count, plural, one {# Bewertung} other {# Bewertungen}}',
  }),
  commentsHeading: {
    id: 'academy.rating.commentsHeading',
    defaultMessage: 'Stimmen von Teilnehmenden',
  },
  commentBy: defineMessage<{ name: string | number; stars: string | number }>({
    id: 'academy.rating.commentBy',
    defaultMessage: '{name}, {stars, plural, one {# Stern} other {# Sterne}}',
  }),
});
