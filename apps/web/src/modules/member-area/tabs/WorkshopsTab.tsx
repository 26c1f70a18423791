import { MyWorkshops } from '../../workshops/components/MyWorkshops';

/**
 * "My Workshops": the member's own workshops (create, edit, delete) and, below, the
 * registrations for other people's workshops.
 */
export function WorkshopsTab() {
  return (
    <div className="member-tab">
      <MyWorkshops />
      {/* MERGE POINT (academy): the member's registrations go here. */}
    </div>
  );
}
