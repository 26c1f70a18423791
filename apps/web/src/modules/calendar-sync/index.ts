/** The consultant's own calendar: their connect box and the admins' overview. */
export { MyCalendarConnection } from './components/MyCalendarConnection';
export { ConsultantCalendars } from './components/ConsultantCalendars';
