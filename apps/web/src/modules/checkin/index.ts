/** The check-in module's public entry: the session's check-in screen and a registrant's code. */
export { CheckInScreen } from './CheckInScreen';
export { CheckInCodeCard } from './CheckInCodeCard';
export { HelperSessions } from './HelperSessions';
export { checkinMessages } from './checkin-messages';
