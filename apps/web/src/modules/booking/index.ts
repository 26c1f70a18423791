/** The booking module's public entry: the admin's consultation bookings, a consultant's own. */
export { BookingAdmin } from './components/BookingAdmin';
export { UpcomingBookings } from './components/UpcomingBookings';
export { MyBookingQuestions } from './components/MyBookingQuestions';
