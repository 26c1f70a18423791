/** The calendar feeds' public entry: the member's feed boxes and the Academy feed link. */
export { MyCalendarFeeds } from './components/MyCalendarFeeds';
export { AcademyFeedLink } from './components/AcademyFeedLink';
