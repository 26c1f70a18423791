/** The check-in module's public entry: the session's check-in screen and a registrant's code. */
export { CheckInScreen } from './CheckInScreen';
export { CheckInCodeCard } from './CheckInCodeCard';
export { JoinLinkCard } from './JoinLinkCard';
export { HelperSessions } from './HelperSessions';
export { checkinMessages } from './checkin-messages';
export { AttendanceList } from './AttendanceList';
export { AttendanceChart, type SessionFigures } from './AttendanceChart';
export { attendanceMessages } from './attendance-messages';
