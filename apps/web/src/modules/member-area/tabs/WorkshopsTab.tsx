import { MyRegistrations } from '../../academy/components/MyRegistrations';
import { MyWorkshops } from '../../workshops/components/MyWorkshops';

/**
 * "My Workshops": the member's own workshops (create, edit, delete) and, below, their
 * registrations for workshops in the Academy.
 */
export function WorkshopsTab() {
  return (
    <div className="member-tab">
      <MyWorkshops />
      <MyRegistrations />
    </div>
  );
}
