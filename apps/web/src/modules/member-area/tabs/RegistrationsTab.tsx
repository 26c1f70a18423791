import { MyCalendarFeeds } from '../../calendar-feeds';
import { MyCertificates } from '../../certificates';
import { MyRegistrations } from '../../workshops';

/**
 * "My registrations": the member's seats in Academy workshops, with their invoices, their
 * certificates of attendance, and the calendars to subscribe to.
 */
export function RegistrationsTab() {
  return (
    <div className="member-tab">
      <MyRegistrations />
      <MyCertificates />
      <MyCalendarFeeds />
    </div>
  );
}
