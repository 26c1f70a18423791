import { MyCalendarFeeds } from '../../calendar-feeds';
import { MyRegistrations } from '../../workshops';

/**
 * "My registrations": the member's seats in Academy workshops, with their invoices, and the
 * calendars to subscribe to.
 */
export function RegistrationsTab() {
  return (
    <div className="member-tab">
      <MyRegistrations />
      <MyCalendarFeeds />
    </div>
  );
}
