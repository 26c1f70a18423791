/** The booking module's public entry: the admin's consultation bookings. */
export { BookingAdmin } from './components/BookingAdmin';
