/** The tickets module's public entry: the team's ticket queue. */
export { TicketQueue } from './components/TicketQueue';
