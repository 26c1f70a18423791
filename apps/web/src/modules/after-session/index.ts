/**
 * The after-session module's public entry: feedback (the page's form, the workshop page's
 * rating and comments, the card's stars) and materials (a registration's box, the host's part).
 */
export { FeedbackForm } from './FeedbackForm';
export { AfterSessionBox } from './AfterSessionBox';
export { StarRating } from './StarRating';
export { WorkshopReviews } from './WorkshopReviews';
export { HostAfterSession } from './HostAfterSession';
export { feedbackMessages } from './after-session-messages';
