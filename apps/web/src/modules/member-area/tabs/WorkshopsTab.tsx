import { MyRegistrations, MyWorkshops } from '../../workshops';

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
